import Foundation
import Testing
import _EmptyStatesTestSupport

/// Runs the built `empty-states` binary, to check what the process itself does: exit codes,
/// which stream gets what, standard input.
@Suite struct ExecutableTests {
  typealias Run = ChildProcess.Run

  static let binary: URL? = ChildProcess.built("empty-states")?.executable

  func run(_ arguments: [String], input: String? = nil, executable: URL? = nil) throws -> Run {
    try run(arguments, bytes: input.map { Data($0.utf8) }, executable: executable)
  }

  /// Runs the binary with `bytes`, which need not be UTF-8, on standard input.
  func run(_ arguments: [String], bytes: Data?, executable: URL? = nil) throws -> Run {
    guard let binary = executable ?? Self.binary else {
      struct MissingBinary: Error {}
      Issue.record("the empty-states binary is not beside the tests; run `swift build` first")
      throw MissingBinary()
    }
    return try ChildProcess(executable: binary).run(arguments, input: bytes)
  }

  @Test func intoAPipeTextIsSeventyTwoColumnsWideAndAnsiStillColours() throws {
    let plain = try run(["render", "--preset", "server-error", "--format", "text"])
    let at72 = try run(["render", "--preset", "server-error", "--format", "text", "--width", "72"])
    let at20 = try run(["render", "--preset", "server-error", "--format", "text", "--width", "20"])
    #expect(plain.status == 0)
    #expect(plain.standardOutput == at72.standardOutput)
    #expect(plain.standardOutput != at20.standardOutput)
    let ansi = try run(["render", "--preset", "server-error", "--format", "ansi"])
    #expect(ansi.standardOutput.contains("\u{1B}["))
  }

  @Test(
    arguments: [
      (["presets"], Int32(0)), (["render", "--preset", "empty"], 0),
      (["render", "--preset", "nope"], 64),
      (["render", "--spec", "/nonexistent.json"], 66), ([], 64),
      (["resolve", "--phase", "loading"], 0), (["lint"], 64),
      (["lint", "/nonexistent.swift"], 66), (["lint", "--rule", "nope", "."], 64),
    ] as [([String], Int32)])
  func exitsWithTheContractsCodes(arguments: [String], status: Int32) throws {
    let run = try run(arguments)
    #expect(run.status == status)
    if status == 0 {
      #expect(!run.standardOutput.isEmpty && run.standardError.isEmpty)
    } else {
      #expect(run.standardOutput.isEmpty && !run.standardError.isEmpty)
    }
  }

  /// The built-in strings are compiled in: a binary copied alone, without anything that was
  /// built beside it, still speaks every language.
  @Test func aBinaryCopiedAloneStillSpeaksEveryLanguage() throws {
    let binary = try #require(Self.binary)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("empty-states-moved-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let moved = folder.appendingPathComponent("empty-states")
    try FileManager.default.copyItem(at: binary, to: moved)
    let arguments = ["render", "--preset", "offline", "--locale", "de", "--format", "text"]
    // A child that another test forks while the copy is still open for writing inherits that
    // descriptor until it execs, and the kernel refuses to run a file open for writing
    // (ETXTBSY): try again briefly until that child has moved on.
    var attempt = 0
    var launched: Run?
    while launched == nil {
      do {
        launched = try run(arguments, executable: moved)
      } catch let error as NSError
        where error.domain == NSPOSIXErrorDomain
        && error.code == Int(ETXTBSY) && attempt < 50
      {
        attempt += 1
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
    let run = try #require(launched)
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput.hasPrefix("Du bist offline\n"))
    #expect(run.standardOutput.contains("Erneut versuchen"))
  }

  @Test func readsASpecFromStandardInput() throws {
    let run = try run(
      ["render", "--spec", "-", "--format", "text"], input: #"{"title": "No Notes"}"#)
    #expect(run.status == 0)
    #expect(run.standardOutput == "No Notes\n")
  }

  @Test func malformedSpecOnStandardInputExits65() throws {
    let run = try run(["render", "--spec", "-"], input: "{nope")
    #expect(run.status == 65)
    #expect(
      run.standardError
        == "error: empty-states render: standard input: the spec is not valid JSON\n")
  }

  @Test func theDemoRefusesWithoutATerminalInOneLine() throws {
    // Standard input and output are pipes here: the demo must not take them over.
    let run = try run(["demo"])
    #expect(run.status == 64)
    #expect(run.standardOutput.isEmpty)
    #expect(
      run.standardError
        == "error: empty-states demo: needs an interactive terminal "
        + "(standard input and output are not both one)\n")
  }
}
