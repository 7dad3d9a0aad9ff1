import EmptyStates
import EmptyStatesCommandLineContract

/// `empty-states presets`: one preset name a line.
enum PresetsCommand: Command {
  static let name = "presets"
  static let summary = "List the built-in presets, one name a line."
  static let synopsis = ""
  static let options: [OptionSpec] = []

  static func run(_ arguments: Arguments) throws(CLIError) -> String {
    EmptyState.Preset.allCases.map { $0.rawValue + "\n" }.joined()
  }
}
