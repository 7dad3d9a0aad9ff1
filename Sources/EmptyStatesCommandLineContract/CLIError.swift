/// A failure the CLI reports as one line on standard error, with its exit code.
package struct CLIError: Error, Equatable {
  /// The code the process exits with.
  package var exitCode: ExitCode
  /// The line to print after `error: `, naming the command and what is at fault.
  package var message: String

  /// A bad command, option or option value (exit 64).
  package static func usage(_ message: String) -> CLIError {
    CLIError(exitCode: .usage, message: message)
  }

  /// Input data that is malformed or incomplete (exit 65).
  package static func data(_ message: String) -> CLIError {
    CLIError(exitCode: .dataError, message: message)
  }

  /// An input file that cannot be read (exit 66).
  package static func noInput(_ message: String) -> CLIError {
    CLIError(exitCode: .noInput, message: message)
  }
}
