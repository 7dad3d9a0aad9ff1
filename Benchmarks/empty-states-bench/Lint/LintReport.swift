import Foundation

/// The lint benchmark's rows: ours beside `swift format lint` on the same corpus, in one run.
struct LintReport {
  /// The corpus's lines.
  var lines: Int
  /// The corpus's files.
  var files: Int
  /// The cores ours may use.
  var cores: Int
  /// `empty-states lint`, free to use every core.
  var ours: LintThroughput.Measurement
  /// `empty-states lint` held to one core, when the machine has more and can pin a process.
  var oursOnOneCore: LintThroughput.Measurement?
  /// `swift format lint`, which lints on one core.
  var swiftFormat: LintThroughput.Measurement

  /// The report's rows: time, throughput (its ratio is ours ÷ swift-format's lines per
  /// second), CPU time and peak memory.
  var comparisons: [Comparison] {
    let baseline = "`swift format lint --recursive` (one core)"
    var rows = [
      Comparison(
        name: "lint \(lines) lines in \(files) files, median of \(ours.runs.count)"
          + " (ours may use \(cores) cores)",
        ours: ours.wall, baselineName: baseline, baseline: swiftFormat.wall, unit: .time),
      Comparison(
        name: "… lines per second", ours: linesPerSecond(ours), baselineName: baseline,
        baseline: linesPerSecond(swiftFormat), unit: .linesPerSecond),
    ]
    if let oursOnOneCore {
      rows.append(
        Comparison(
          name: "… lines per second, ours pinned to one core (`taskset -c 0`)",
          ours: linesPerSecond(oursOnOneCore), baselineName: baseline,
          baseline: linesPerSecond(swiftFormat), unit: .linesPerSecond))
    }
    rows += [
      Comparison(
        name: "… CPU time (user + system)", ours: ours.cpu, baselineName: "swift-format's",
        baseline: swiftFormat.cpu, unit: .time),
      Comparison(
        name: "… peak memory (max RSS, highest run)", ours: ours.peakMemory,
        baselineName: "swift-format's", baseline: swiftFormat.peakMemory, unit: .bytes),
    ]
    return rows
  }

  private func linesPerSecond(_ measurement: LintThroughput.Measurement) -> Double {
    LintThroughput.linesPerSecond(lines: lines, nanoseconds: measurement.wall)
  }

  /// The findings in `empty-states lint --format json` output (a JSON array), or `nil` when it
  /// is not one.
  static func findings(inJSON output: Data) -> Int? {
    (try? JSONSerialization.jsonObject(with: output) as? [Any])?.count
  }

  /// The diagnostics in `swift format lint` output (`file:line:column: warning: …` lines), and
  /// how many of them are errors: a syntax error in the corpus is one.
  static func diagnostics(in output: Data) -> (all: Int, errors: Int) {
    let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
    let errors = lines.filter { $0.contains(": error: ") }.count
    return (lines.filter { $0.contains(": warning: ") }.count + errors, errors)
  }
}
