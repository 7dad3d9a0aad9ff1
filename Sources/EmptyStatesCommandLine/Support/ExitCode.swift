/// The CLI's exit codes, as the contract in DESIGN.md fixes them (sysexits.h values).
package enum ExitCode: Int32 {
  case ok = 0
  case lintFindings = 1
  case usage = 64
  case dataError = 65
  case noInput = 66
}
