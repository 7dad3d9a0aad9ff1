/// An option a command accepts: `--name VALUE`, or a flag `--name` when `valueName` is `nil`.
package struct OptionSpec: Sendable {
  /// The option's name, without `--`.
  package var name: String
  /// The name of its value in help (`ID`), or `nil` for a flag.
  package var valueName: String?
  /// One line of help.
  package var help: String
  /// Whether the option may be given more than once (`--rule A --rule B`).
  package var repeatable = false

  /// Creates an option.
  ///
  /// - Parameters:
  ///   - name: The option's name, without `--`.
  ///   - valueName: The name of its value in help, or `nil` for a flag.
  ///   - help: One line of help.
  ///   - repeatable: Whether the option may be given more than once.
  package init(name: String, valueName: String?, help: String, repeatable: Bool = false) {
    self.name = name
    self.valueName = valueName
    self.help = help
    self.repeatable = repeatable
  }

  /// How the option is written in help: `--locale ID`.
  package var synopsis: String {
    valueName.map { "--\(name) \($0)" } ?? "--\(name)"
  }
}
