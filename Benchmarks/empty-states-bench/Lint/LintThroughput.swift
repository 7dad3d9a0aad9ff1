import Foundation

/// Runs linters over one corpus as child processes, each several times, taking turns after a
/// warm-up run each, so a busy neighbour on a shared machine slows them alike.
struct LintThroughput {
  /// One linter's command.
  struct Tool {
    /// How the report names it.
    var name: String
    /// The program and its arguments, the corpus's path among them.
    var command: [String]
    /// The exit statuses that mean it linted (a linter exits non-zero on findings).
    var success: Set<Int32>
  }

  /// What one tool did.
  struct Measurement {
    /// The tool.
    var tool: Tool
    /// Every timed run, the warm-up left out.
    var runs: [TimedProcess.Run]
    /// What its last run printed on standard output.
    var output: Data
    /// What its last run printed on standard error.
    var errors: Data

    /// The median wall clock time of the runs, in nanoseconds.
    var wall: Double { Sampler.median(runs.map(\.wall)) }
    /// The median CPU time of the runs, in nanoseconds.
    var cpu: Double { Sampler.median(runs.map(\.cpu)) }
    /// The highest peak memory of the runs, in bytes.
    var peakMemory: Double { runs.map(\.peakMemory).max() ?? 0 }
  }

  /// A folder for the children's output.
  var scratch: URL
  /// Timed runs of each tool.
  var runs: Int

  /// Runs each tool once untimed, then `runs` times in turns.
  ///
  /// - Throws: ``TimedProcess/Failure`` when a tool cannot start or exits with a status that is
  ///   not a success, naming the first line it printed on standard error.
  func measure(_ tools: [Tool]) throws(TimedProcess.Failure) -> [Measurement] {
    var measurements = tools.map { Measurement(tool: $0, runs: [], output: Data(), errors: Data()) }
    for round in 0...runs {
      for index in measurements.indices {
        let (run, output, errors) = try self.run(measurements[index].tool)
        guard round > 0 else { continue }
        measurements[index].runs.append(run)
        measurements[index].output = output
        measurements[index].errors = errors
      }
    }
    return measurements
  }

  private func run(_ tool: Tool) throws(TimedProcess.Failure) -> (TimedProcess.Run, Data, Data) {
    let output = scratch.appendingPathComponent("stdout").path
    let errors = scratch.appendingPathComponent("stderr").path
    let process = TimedProcess(
      executable: tool.command.first ?? "", arguments: Array(tool.command.dropFirst()))
    let run = try process.run(output: output, errors: errors)
    let printed = FileManager.default.contents(atPath: output) ?? Data()
    let complained = FileManager.default.contents(atPath: errors) ?? Data()
    guard tool.success.contains(run.status) else {
      let line = String(decoding: complained, as: UTF8.self).split(separator: "\n").first ?? ""
      throw TimedProcess.Failure(
        description: "\(tool.name) exited with \(run.status): \(line.prefix(300))")
    }
    return (run, printed, complained)
  }

  /// Lines linted per second: `lines` in `nanoseconds`.
  static func linesPerSecond(lines: Int, nanoseconds: Double) -> Double {
    nanoseconds > 0 ? Double(lines) / (nanoseconds / 1e9) : 0
  }
}
