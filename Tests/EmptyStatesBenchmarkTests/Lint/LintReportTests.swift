import Foundation
import Testing

@testable import empty_states_bench

/// The lint rows' arithmetic, on numbers worked by hand.
@Suite struct LintReportTests {
  private func measurement(wall: [Double], cpu: [Double], memory: [Double])
    -> LintThroughput.Measurement
  {
    let tool = LintThroughput.Tool(name: "tool", command: ["/bin/true"], success: [0])
    let runs = zip(wall, zip(cpu, memory)).map {
      TimedProcess.Run(wall: $0 * 1e9, cpu: $1.0 * 1e9, peakMemory: $1.1, status: 0)
    }
    return LintThroughput.Measurement(tool: tool, runs: runs, output: Data(), errors: Data())
  }

  private func report(oneCore: Bool) -> LintReport {
    // 240,000 lines; ours 0.6, 0.5, 0.4 s (median 0.5 s: 480,000 lines/s); pinned to one core
    // 1.2, 0.8, 1.0 s (median 1 s: 240,000 lines/s); swift-format 24, 20, 22 s (median 22 s:
    // 10,909.09 lines/s). Throughput ratios: 480,000 ÷ 10,909.09 = 44; 240,000 ÷ 10,909.09 = 22.
    LintReport(
      lines: 240_000, files: 300, cores: 2,
      ours: measurement(wall: [0.6, 0.5, 0.4], cpu: [0.9, 1.1, 1.0], memory: [30, 45, 40]),
      oursOnOneCore: oneCore
        ? measurement(wall: [1.2, 0.8, 1.0], cpu: [1, 1, 1], memory: [1, 1, 1]) : nil,
      swiftFormat: measurement(wall: [24, 20, 22], cpu: [23, 21, 25], memory: [90, 80, 70]))
  }

  @Test func throughputIsLinesOverTheMedianWallClockAndItsRatioOursOverSwiftFormats() throws {
    let rows = report(oneCore: true).comparisons
    try #require(rows.count == 5)
    #expect(rows[0].ours == 0.5e9)
    #expect(rows[0].baseline == 22e9)
    #expect(rows[1].unit == .linesPerSecond)
    #expect(abs(rows[1].ours - 480_000) < 1e-6)
    #expect(abs(rows[1].baseline - 10_909.090_909) < 1e-3)
    #expect(abs(rows[1].ratio - 44) < 1e-9)
    #expect(abs(rows[2].ours - 240_000) < 1e-6)
    #expect(abs(rows[2].ratio - 22) < 1e-9)
  }

  @Test func cpuTimeIsTheMedianAndPeakMemoryTheHighestRun() throws {
    let rows = report(oneCore: false).comparisons
    try #require(rows.count == 4)
    #expect(rows[2].ours == 1.0e9)
    #expect(rows[2].baseline == 23e9)
    #expect(rows[3].ours == 45)
    #expect(rows[3].baseline == 90)
    #expect(rows[3].unit == .bytes)
  }

  @Test func namesTheCorpusAndTheCoresOursMayUse() {
    let name = report(oneCore: false).comparisons.first?.name ?? ""
    #expect(name.contains("240000 lines in 300 files"))
    #expect(name.contains("median of 3"))
    #expect(name.contains("2 cores"))
  }

  @Test func countsTheFindingsInOurJSON() {
    let two = #"[{"file":"a.swift","line":1},{"file":"b.swift","line":9}]"#
    #expect(LintReport.findings(inJSON: Data(two.utf8)) == 2)
    #expect(LintReport.findings(inJSON: Data("[]".utf8)) == 0)
    #expect(LintReport.findings(inJSON: Data(#"{"file":"a"}"#.utf8)) == nil)
    #expect(LintReport.findings(inJSON: Data("a.swift:1:1: warning: x".utf8)) == nil)
  }

  @Test func countsSwiftFormatsDiagnosticsAndItsSyntaxErrors() {
    let output = """
      A/B.swift:3:5: warning: [NoBlockComments] replace this block comment with line comments
      A/C.swift:1:19: error: expected ')' to end parameter clause
      A/C.swift:9:1: warning: [AddLines] add 1 line break
      a note that is no diagnostic
      """
    let counts = LintReport.diagnostics(in: Data(output.utf8))
    #expect(counts.all == 3)
    #expect(counts.errors == 1)
  }
}
