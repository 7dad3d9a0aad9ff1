import Foundation

/// One run of `empty-states lint` over a list of files, its output going straight to the
/// plugin's, so Xcode and terminals read each finding where it is printed.
struct LintProcess {
  /// Why a lint did not pass.
  enum Failure: Error, CustomStringConvertible {
    /// The lint exited with `status`: 1 for findings, 64 for a usage error, 66 for an
    /// unreadable file (see `empty-states lint --help`).
    case exited(status: Int32)

    var description: String {
      switch self {
      case .exited(status: 1): "empty-state pitfalls found (see the warnings above)"
      case .exited(let status): "empty-states lint failed (exit status \(status))"
      }
    }
  }

  /// The executable target whose `lint` command runs: it prints every format the CLI offers.
  static let toolName = "empty-states"

  /// The built `empty-states` executable.
  var tool: URL
  /// The folder the lint runs in: JSON and SARIF paths are relative to it.
  var directory: URL

  /// Lints `files` with the `lint` command's `options`.
  /// - Throws: ``Failure`` when the lint exits with another status than 0.
  func run(_ options: [String], files: [URL]) throws {
    guard !files.isEmpty else {
      print("lint-empty-states: no Swift files to lint")
      return
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = ["lint"] + options + ["--"] + files.map(\.path)
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure.exited(status: process.terminationStatus)
    }
  }
}
