import EmptyStates
import EmptyStatesCommandLineContract

/// `empty-states locales`: one locale identifier a line.
enum LocalesCommand: Command {
  static let name = "locales"
  static let summary = "List the locales the built-in strings are translated into, one a line."
  static let synopsis = ""
  static let options: [OptionSpec] = []

  static func run(_ arguments: Arguments) throws(CLIError) -> String {
    EmptyStateLocalizer.localizations.map { $0 + "\n" }.joined()
  }
}
