import EmptyStates

/// A command's options as given on the command line.
package struct Arguments {
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []
  /// The words that belong to no option, in order: a command's paths.
  package private(set) var positionals: [String] = []

  /// Whether `--help` or `-h` was given.
  package var wantsHelp: Bool {
    flags.contains("help")
  }

  package func value(_ name: String) -> String? {
    values[name]?.last
  }

  /// Every value of a repeatable option, in the order given.
  package func all(_ name: String) -> [String] {
    values[name] ?? []
  }

  package func has(_ name: String) -> Bool {
    flags.contains(name) || values[name] != nil
  }

  /// Parses `--name value`, `--name=value` and `--flag`; an option's value is the next word
  /// whatever it looks like, so `--query -draft` searches for "-draft". With `positionals`,
  /// other words are kept in ``positionals``, and every word after `--` is one.
  ///
  /// - Throws: ``CLIError/usage(_:)`` for an unknown, repeated or incomplete option, or a
  ///   word that belongs to no option when the command takes none.
  package init(
    _ words: [String], options: [OptionSpec], command: String, positionals: Bool = false
  ) throws(CLIError) {
    let specs = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      if word == "-h" || word == "--help" {
        flags.insert("help")
        continue
      }
      if positionals, word == "--" {
        self.positionals += words[index...]
        break
      }
      guard word.hasPrefix("--"), word.count > 2 else {
        guard positionals else {
          throw .usage("\(command): unexpected argument \(DisplayQuote.argument.quoted(word))")
        }
        self.positionals.append(word)
        continue
      }
      let body = word.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      guard let spec = specs[name] else {
        throw .usage("\(command): unknown option \(DisplayQuote.argument.quoted("--" + name))")
      }
      guard spec.repeatable || !has(name) else {
        throw .usage("\(command): option --\(name) is given more than once")
      }
      guard let valueName = spec.valueName else {
        guard inlineValue == nil else {
          throw .usage("\(command): option --\(name) takes no value")
        }
        flags.insert(name)
        continue
      }
      if let inlineValue {
        values[name, default: []].append(inlineValue)
      } else if index < words.count {
        values[name, default: []].append(words[index])
        index += 1
      } else {
        throw .usage("\(command): option --\(name) needs a value (\(valueName))")
      }
    }
  }

  /// The value of `--name`, which must be one of `choices`, or `nil` when the option is absent.
  package func choice(_ name: String, from choices: [String], command: String) throws(CLIError)
    -> String?
  {
    guard let value = value(name) else { return nil }
    guard choices.contains(value) else {
      throw .usage(
        "\(command): invalid value \(DisplayQuote.argument.quoted(value)) for --\(name) "
          + "(expected \(choices.joined(separator: ", ")))")
    }
    return value
  }

  /// The value of `--name` as one of `Choice`'s cases (by raw value), or `nil` when the option
  /// is absent: the command then switches over an enum, never over strings.
  package func choice<Choice>(_ name: String, as _: Choice.Type, command: String) throws(CLIError)
    -> Choice?
  where Choice: RawRepresentable & CaseIterable, Choice.RawValue == String {
    try choice(name, from: Choice.allCases.map(\.rawValue), command: command)
      .flatMap(Choice.init(rawValue:))
  }

  /// The value of `--name` as a whole number from 0 up, or `nil` when the option is absent.
  package func count(_ name: String, command: String) throws(CLIError) -> Int? {
    guard let value = value(name) else { return nil }
    guard let number = Int(value), number >= 0 else {
      throw .usage(
        "\(command): invalid value \(DisplayQuote.argument.quoted(value)) for --\(name) "
          + "(expected a whole number from 0 up)")
    }
    return number
  }
}
