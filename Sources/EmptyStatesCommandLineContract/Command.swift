/// A subcommand of `empty-states`: its name, help and work. Commands return what they print on
/// standard output and throw ``CLIError`` for everything else.
package protocol Command: Sendable {
  /// The word that selects the command, such as `render`.
  static var name: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// The synopsis lines shown in help, after `empty-states NAME`.
  static var synopsis: String { get }
  /// The options the command accepts, in help order.
  static var options: [OptionSpec] { get }
  /// Whether words that belong to no option are the command's paths (else they are errors).
  static var takesPaths: Bool { get }
  /// What help shows after the options; empty by default.
  static var helpDetails: String { get }

  /// Runs the command.
  ///
  /// - Returns: What to print on standard output.
  static func run(_ arguments: Arguments) throws(CLIError) -> String

  /// Runs the command for what it prints on both streams and its exit code; by default
  /// ``run(_:)``'s output and exit 0.
  static func outcome(_ arguments: Arguments) throws(CLIError) -> CommandOutcome
}

extension Command {
  package static var takesPaths: Bool { false }

  package static var helpDetails: String { "" }

  package static func outcome(_ arguments: Arguments) throws(CLIError) -> CommandOutcome {
    CommandOutcome(exitCode: .ok, standardOutput: try run(arguments))
  }

  /// The command's help text.
  package static var help: String {
    help(summary: summary, usage: "\(label) \(synopsis)", options: options, details: helpDetails)
  }

  /// Help text in the command line's form: the summary, the usage line, each option with its
  /// help, then `details`.
  package static func help(summary: String, usage: String, options: [OptionSpec], details: String)
    -> String
  {
    var text = "\(summary)\n\nUsage: \(usage)\n\nOptions:\n"
    let width = max(10, options.map(\.synopsis.count).max() ?? 0)
    for option in options {
      let padding = String(repeating: " ", count: width - option.synopsis.count)
      text += "  \(option.synopsis)\(padding)  \(option.help)\n"
    }
    text += "  -h, --help\(String(repeating: " ", count: width - 10))  Show this help.\n"
    return details.isEmpty ? text : text + "\n" + details
  }

  /// The command's name as errors are prefixed.
  package static var label: String {
    "empty-states \(name)"
  }
}
