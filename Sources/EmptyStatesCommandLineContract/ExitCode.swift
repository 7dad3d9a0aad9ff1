/// The CLI's exit codes (sysexits.h values): the contract that ARCHITECTURE.md ("The command
/// line's contract") describes and `ExecutableTests` holds the built binary to — the codes of
/// both front ends, `empty-states` and `empty-states-lint`, and no others.
package enum ExitCode: Int32 {
  /// Success, and a lint with no finding (or findings under `--stamp` or `--write-baseline`).
  case ok = 0
  /// The lint found something.
  case lintFindings = 1
  /// A bad command, option or option value.
  case usage = 64
  /// Input data that is malformed or incomplete: a spec, a baseline.
  case dataError = 65
  /// A file that cannot be read, or one the command must write and cannot (a baseline, a
  /// stamp).
  case noInput = 66
}
