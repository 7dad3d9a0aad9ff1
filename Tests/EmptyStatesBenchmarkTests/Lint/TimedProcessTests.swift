import Foundation
import Testing

@testable import empty_states_bench

/// What a timed child reports besides its times: its status, its output and its memory.
@Suite struct TimedProcessTests {
  private let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("timed-process-\(UUID().uuidString)")

  @Test func capturesTheStatusAndBothStreams() throws {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("out").path
    let errors = scratch.appendingPathComponent("err").path
    let run = try TimedProcess(
      executable: "/bin/sh", arguments: ["-c", "printf 'to out'; printf 'to err' >&2; exit 3"]
    ).run(output: output, errors: errors)
    #expect(run.status == 3)
    #expect(FileManager.default.contents(atPath: output) == Data("to out".utf8))
    #expect(FileManager.default.contents(atPath: errors) == Data("to err".utf8))
    #expect(run.peakMemory > 0)
    #expect(run.wall > 0)
  }

  @Test func aSignalIsReportedAbove128() throws {
    let run = try TimedProcess(executable: "/bin/sh", arguments: ["-c", "kill -9 $$"])
      .run(output: "/dev/null", errors: "/dev/null")
    #expect(run.status == 128 + 9)
  }

  @Test func aMissingProgramIsAFailure() {
    #expect(throws: TimedProcess.Failure.self) {
      try TimedProcess(executable: "/no/such/program", arguments: [])
        .run(output: "/dev/null", errors: "/dev/null")
    }
  }
}
