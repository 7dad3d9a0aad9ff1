/// The CLI's exit codes (sysexits.h values): the contract that ARCHITECTURE.md ("The command
/// line's contract") describes and `ExecutableTests` holds the built binary to.
package enum ExitCode: Int32 {
  case ok = 0
  case lintFindings = 1
  case usage = 64
  case dataError = 65
  case noInput = 66
}
