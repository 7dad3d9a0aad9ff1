import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program with a deadline, without blocking a thread of the test's executor: past the
/// deadline it gets SIGTERM, five seconds later SIGKILL, and the run throws.
struct ChildProcess {
  /// What a finished program left behind.
  struct Output: Sendable {
    var status: Int32
    var standardOutput: Data
    var standardError: String
  }

  /// The program overran its deadline and was stopped.
  struct Timeout: Error, CustomStringConvertible {
    var command: String
    var seconds: Int
    var standardError: String

    var description: String {
      "\(command) did not finish within \(seconds) s and was killed; its last words:\n"
        + standardError.suffix(1500)
    }
  }

  var executable: URL
  var arguments: [String]
  var input = Data()
  /// Seconds until the program is stopped.
  var timeout: Int

  /// Runs the program to its end, or to its deadline.
  func run() async throws -> Output {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("empty-states-process-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Files, not pipes: a chatty child can never fill a pipe and stall.
    let paths = ["in", "out", "err"].map { scratch.appendingPathComponent($0) }
    try input.write(to: paths[0])
    for path in paths.dropFirst() { try Data().write(to: path) }
    let handles = try (
      FileHandle(forReadingFrom: paths[0]), FileHandle(forWritingTo: paths[1]),
      FileHandle(forWritingTo: paths[2])
    )
    defer { for handle in [handles.0, handles.1, handles.2] { try? handle.close() } }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = handles.0
    process.standardOutput = handles.1
    process.standardError = handles.2
    let exit = ExitSignal()
    process.terminationHandler = { exit.finish($0.terminationStatus) }
    try process.run()
    let watchdog = Task { [pid = process.processIdentifier, timeout] in
      try await Task.sleep(nanoseconds: UInt64(timeout) * 1_000_000_000)
      guard exit.markTimedOut() else { return }
      kill(pid, SIGTERM)
      try await Task.sleep(nanoseconds: 5_000_000_000)
      if !exit.isFinished { kill(pid, SIGKILL) }
    }
    let status = await exit.status()
    watchdog.cancel()
    let standardError = String(decoding: try Data(contentsOf: paths[2]), as: UTF8.self)
    if exit.timedOut {
      throw Timeout(
        command: ([executable.lastPathComponent] + arguments.prefix(3)).joined(separator: " "),
        seconds: timeout, standardError: standardError)
    }
    return Output(
      status: status, standardOutput: try Data(contentsOf: paths[1]),
      standardError: standardError)
  }
}

/// The exit of a child process, awaited once; safe to signal from any thread.
private final class ExitSignal: @unchecked Sendable {
  private let lock = NSLock()
  private var exitStatus: Int32?
  private var waiter: CheckedContinuation<Int32, Never>?
  private var didTimeOut = false

  var isFinished: Bool { locked { exitStatus != nil } }
  var timedOut: Bool { locked { didTimeOut } }

  private func locked<Value>(_ body: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  func finish(_ status: Int32) {
    let waiter = locked {
      exitStatus = status
      defer { self.waiter = nil }
      return self.waiter
    }
    waiter?.resume(returning: status)
  }

  /// Records the timeout; false when the process had already finished.
  func markTimedOut() -> Bool {
    locked {
      guard exitStatus == nil else { return false }
      didTimeOut = true
      return true
    }
  }

  func status() async -> Int32 {
    await withCheckedContinuation { continuation in
      let finished: Int32? = locked {
        if let exitStatus { return exitStatus }
        waiter = continuation
        return nil
      }
      if let finished { continuation.resume(returning: finished) }
    }
  }
}
