import EmptyStates
import EmptyStatesLint
import Foundation

/// `empty-states-lint`: `empty-states lint` for the build-tool plugin to run on each file of a
/// target — the same options, messages and exit codes (``LintCommand``, ``ExitCode``), with
/// `--stamp`.
///
/// ```
/// empty-states-lint [--stamp FILE] [lint options] PATH...
/// empty-states-lint --stamp FILE
/// ```
///
/// It prints findings as `empty-states lint` does (in text by default: `file:line:column:
/// warning: message [rule]`, which SwiftPM and Xcode show as warnings) and notes on standard
/// error. With `--stamp FILE` it then writes FILE, the build command's output (one Swift
/// comment), unless FILE already holds just that, and exits 0 even with findings: they are
/// warnings and do not fail the build. With `--stamp FILE` and no path it only writes FILE:
/// the plugin's command that gathers the stamps of the other commands.
package enum LintTool {
  /// The executable's name, which its messages start with.
  static let name = "empty-states-lint"

  /// What a stamp holds: Swift, since a build may compile it (see the plugin's `LintStamps`).
  /// A stamp that holds it already is left as it is, date included, so that a build that
  /// compiles stamps has nothing new to compile.
  static let stampText = "// empty-states-lint: what this build command lints is linted.\n"

  /// `empty-states lint`'s options, and `--stamp`.
  static let options =
    LintCommand.options + [
      OptionSpec(
        name: "stamp", valueName: "FILE",
        help: "Then write FILE, the build command's output, and exit 0 even with findings; "
          + "without PATH, only write it.")
    ]

  /// The tool's help text.
  static var help: String {
    LintCommand.help(
      summary: "Find empty-state pitfalls in Swift files, for the build-tool plugin.",
      usage: "\(name) [--stamp FILE] \(LintCommand.synopsis)", options: options,
      details: LintCommand.helpDetails)
  }

  /// Runs the process's command line, prints its outcome and exits with its code.
  package static func main() -> Never {
    run(Array(CommandLine.arguments.dropFirst())).printAndExit()
  }

  /// Runs the command line `words` (without the program name).
  package static func run(_ words: [String]) -> CommandOutcome {
    do {
      let arguments = try Arguments(words, options: options, command: name, positionals: true)
      if arguments.wantsHelp {
        return CommandOutcome(exitCode: .ok, standardOutput: help)
      }
      let stamp = arguments.value("stamp")
      var outcome = try LintCommand.outcome(arguments, label: name, requiresPaths: stamp == nil)
      guard let stamp, outcome.exitCode != .noInput else { return outcome }
      do {
        try write(stamp: stamp)
        outcome.exitCode = .ok
      } catch {
        // The findings still show; the build command fails.
        outcome.exitCode = error.exitCode
        outcome.standardError += "error: \(error.message)\n"
      }
      return outcome
    } catch {
      return CommandOutcome(failure: error)
    }
  }

  /// Writes ``stampText`` to `path`, unless the file holds it already.
  private static func write(stamp path: String) throws(CLIError) {
    let url = URL(fileURLWithPath: path)
    let text = Data(stampText.utf8)
    guard (try? Data(contentsOf: url)) != text else { return }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url)
    } catch {
      throw .noInput("\(name): cannot write the stamp \(DisplayQuote.path.quoted(path))")
    }
  }
}
