import Foundation

/// What a run of either front end prints and how it exits: `empty-states` and
/// `empty-states-lint` both end with one.
package struct CommandOutcome: Equatable, Sendable {
  /// The code the process exits with.
  package var exitCode: ExitCode
  /// What goes to standard output.
  package var standardOutput = ""
  /// What goes to standard error.
  package var standardError = ""

  /// Creates an outcome.
  ///
  /// - Parameters:
  ///   - exitCode: The code the process exits with.
  ///   - standardOutput: What goes to standard output.
  ///   - standardError: What goes to standard error.
  package init(exitCode: ExitCode, standardOutput: String = "", standardError: String = "") {
    self.exitCode = exitCode
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// The outcome of a failed run: the error's one line on standard error, and its exit code.
  package init(failure error: CLIError) {
    self.init(exitCode: error.exitCode, standardError: "error: \(error.message)\n")
  }

  /// The version both front ends report (`--version`, SARIF's tool version).
  package static let version = "0.1.0"

  /// Prints both streams and exits with the code: how each front end's process ends.
  package func printAndExit() -> Never {
    FileHandle.standardOutput.write(Data(standardOutput.utf8))
    FileHandle.standardError.write(Data(standardError.utf8))
    exit(exitCode.rawValue)
  }
}
