import Foundation
import Testing

@testable import empty_states_bench

/// The runs the lint benchmark keeps, and what it reads from them (no time is asserted).
@Suite struct LintThroughputTests {
  private let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("lint-throughput-\(UUID().uuidString)")

  private func tool(_ name: String, _ script: String, success: Set<Int32> = [0])
    -> LintThroughput.Tool
  {
    LintThroughput.Tool(name: name, command: ["/bin/sh", "-c", script], success: success)
  }

  @Test func keepsTheTimedRunsOfEachToolAndTheLastOutput() throws {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Each run appends a line to a counter file, so the warm-up is visible in the count.
    let counter = scratch.appendingPathComponent("count").path
    let ours = tool(
      "ours", "echo x >> '\(counter)'; wc -l < '\(counter)'; exit 1", success: [0, 1])
    let theirs = tool("theirs", "echo theirs >&2")
    let measurements = try LintThroughput(scratch: scratch, runs: 2).measure([ours, theirs])
    try #require(measurements.count == 2)
    #expect(measurements[0].runs.count == 2)
    #expect(measurements[1].runs.count == 2)
    #expect(measurements[0].runs.allSatisfy { $0.status == 1 })
    let last = String(decoding: measurements[0].output, as: UTF8.self)
    #expect(last.trimmingCharacters(in: .whitespacesAndNewlines) == "3")
    #expect(measurements[1].errors == Data("theirs\n".utf8))
  }

  @Test func aStatusOutsideTheToolsSuccessesStopsTheRunNamingItsFirstErrorLine() throws {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let failing = tool("failing", "echo 'unknown command' >&2; echo more >&2; exit 64")
    do {
      _ = try LintThroughput(scratch: scratch, runs: 1).measure([failing])
      Issue.record("a failing tool was measured")
    } catch {
      #expect(error.description == "failing exited with 64: unknown command")
    }
  }

  @Test func linesPerSecond() {
    #expect(LintThroughput.linesPerSecond(lines: 200_000, nanoseconds: 4e9) == 50_000)
    #expect(LintThroughput.linesPerSecond(lines: 1_500, nanoseconds: 250e6) == 6_000)
    #expect(LintThroughput.linesPerSecond(lines: 10, nanoseconds: 0) == 0)
  }
}
