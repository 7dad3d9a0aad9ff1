/// A failure the CLI reports as one line on standard error, with its exit code.
struct CLIError: Error, Equatable {
  var exitCode: ExitCode
  var message: String

  /// A bad command, option or option value (exit 64).
  static func usage(_ message: String) -> CLIError {
    CLIError(exitCode: .usage, message: message)
  }

  /// Input data that is malformed or incomplete (exit 65).
  static func data(_ message: String) -> CLIError {
    CLIError(exitCode: .dataError, message: message)
  }

  /// An input file that cannot be read (exit 66).
  static func noInput(_ message: String) -> CLIError {
    CLIError(exitCode: .noInput, message: message)
  }
}
