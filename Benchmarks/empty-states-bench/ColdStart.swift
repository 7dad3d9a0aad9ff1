import Foundation

/// Spawns fresh processes of this executable, each doing one ``ColdChild`` mode, in turns, and
/// keeps what each reports with the time since the parent spawned it.
struct ColdStart {
  /// One child process's figures.
  struct Run {
    /// The work alone, from its first instruction to its result, in nanoseconds.
    var work: Double
    /// From the parent's spawn to the result: process start-up included.
    var fromSpawn: Double
    /// Peak resident memory, in bytes.
    var peakMemory: Double
    /// What the work produced.
    var check: String
  }

  /// Why a child failed.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// This executable.
  var executable: URL
  /// The String Catalog the baseline parses.
  var catalogPath: String

  /// Runs each mode `runs` times, the modes taking turns.
  ///
  /// - Throws: ``Failure`` when a child cannot start, fails or prints something else.
  func measure(runs: Int) throws(Failure) -> [ColdChild: [Run]] {
    var results: [ColdChild: [Run]] = [:]
    for _ in 0..<runs {
      for mode in ColdChild.allCases {
        results[mode, default: []].append(try run(mode))
      }
    }
    return results
  }

  private func run(_ mode: ColdChild) throws(Failure) -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--child", mode.rawValue, "--catalog", catalogPath]
    let pipe = Pipe()
    process.standardOutput = pipe
    let spawned = DispatchTime.now().uptimeNanoseconds
    do {
      try process.run()
    } catch {
      throw Failure(description: "cannot start \(executable.path): \(error)")
    }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let line = String(decoding: output, as: UTF8.self).split(separator: "\n").last
    guard process.terminationStatus == 0, let line, let result = ColdChild.Result(line: line)
    else {
      throw Failure(
        description: "the child \(mode.rawValue) exited with \(process.terminationStatus)")
    }
    return Run(
      work: Double(result.end - result.start), fromSpawn: Double(result.end - spawned),
      peakMemory: result.peakMemory, check: result.check)
  }
}
