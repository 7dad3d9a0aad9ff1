import EmptyStates
import EmptyStatesCommandLineContract
import Foundation

/// The `empty-states` command line: parses the command word, runs the command and maps its
/// outcome to output and an exit code — the one place errors become exit codes.
package enum EmptyStatesCLI {
  static let version = CommandOutcome.version
  static let commands: [any Command.Type] = [
    PresetsCommand.self, LocalesCommand.self, RenderCommand.self, ResolveCommand.self,
    CatalogCommand.self, LintCommand.self, DemoCommand.self,
  ]

  /// What a run prints and how it exits.
  package typealias Outcome = CommandOutcome

  /// Runs the process's command line, prints its outcome and exits with its code.
  package static func main() -> Never {
    run(Array(CommandLine.arguments.dropFirst())).printAndExit()
  }

  /// Runs the command line `words` (without the program name).
  package static func run(_ words: [String]) -> Outcome {
    guard let first = words.first else {
      return Outcome(exitCode: .usage, standardError: overview)
    }
    switch first {
    case "-h", "--help", "help":
      if words.count > 1, let command = command(named: words[1]) {
        return Outcome(exitCode: .ok, standardOutput: command.help)
      }
      return Outcome(exitCode: .ok, standardOutput: overview)
    case "--version":
      return Outcome(exitCode: .ok, standardOutput: version + "\n")
    default:
      break
    }
    guard let command = command(named: first) else {
      return Outcome(
        failure:
          .usage(
            "empty-states: unknown command \(DisplayQuote.argument.quoted(first)) "
              + "(see empty-states --help)"))
    }
    do {
      let arguments = try Arguments(
        Array(words.dropFirst()), options: command.options, command: command.label,
        positionals: command.takesPaths)
      if arguments.wantsHelp {
        return Outcome(exitCode: .ok, standardOutput: command.help)
      }
      return try command.outcome(arguments)
    } catch {
      return Outcome(failure: error)
    }
  }

  private static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.name == name }
  }

  static var overview: String {
    var text = """
      empty-states \(version): empty states for SwiftUI, HTML and the terminal.

      Usage: empty-states <command> [options]

      Commands:

      """
    for command in commands {
      text +=
        "  \(command.name.padding(toLength: 9, withPad: " ", startingAt: 0))\(command.summary)\n"
    }
    return text + "\nRun `empty-states <command> --help` for a command's options.\n"
  }
}
