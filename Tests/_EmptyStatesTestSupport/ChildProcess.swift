import Foundation

/// A built executable of the package run as a child process: what the process itself does —
/// its exit status and what it writes to each stream — for the tests of a front end.
public struct ChildProcess: Sendable {
  /// What one run printed and how it exited.
  public struct Run: Sendable {
    /// The exit status.
    public var status: Int32
    /// What it wrote to standard output, as UTF-8.
    public var standardOutput: String
    /// What it wrote to standard error, as UTF-8.
    public var standardError: String
  }

  /// The executable.
  public var executable: URL

  /// The executable `name` that the build put beside the tests, or `nil` when it is not there.
  public static func built(_ name: String) -> ChildProcess? {
    let folder = Bundle.main.bundleURL
    return [folder, folder.deletingLastPathComponent()]
      .map { $0.appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
      .map(ChildProcess.init(executable:))
  }

  /// Creates a child process of `executable`.
  public init(executable: URL) {
    self.executable = executable
  }

  /// Runs the executable with `arguments` and `input`, which need not be UTF-8, on standard
  /// input, and waits for it to exit.
  public func run(_ arguments: [String], input: Data? = nil) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    let inputPipe = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = inputPipe
    try process.run()
    if let input { inputPipe.fileHandleForWriting.write(input) }
    try inputPipe.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
      standardError: String(decoding: err, as: UTF8.self))
  }
}
