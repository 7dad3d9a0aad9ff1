import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import empty_states_lint

@Suite struct LintToolTests {
  /// The line `empty-states lint` prints for ``LintSample/invalidSuppression`` on line `line`.
  func warning(_ file: String, line: Int) -> String {
    "\(file):\(line):1: warning: 'no-such-rule' names no rule; see --help for the ids "
      + "[invalid-suppression]\n"
  }

  @Test func theBuildPluginsCommandPrintsWarningsWritesTheStampAndSucceeds() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write(
      "Sources/App/Views/Inbox.swift", "\n" + LintSample.invalidSuppression)
    let stamps = LintStamps(
      workDirectory: folder.url.appendingPathComponent("work"),
      sourceRoot: folder.url, kind: .ignored)
    let outcome = LintTool.run(stamps.arguments(for: URL(fileURLWithPath: file)))
    #expect(outcome == LintTool.Outcome(status: 0, standardOutput: warning(file, line: 2)))
    let stamp = try String(
      contentsOfFile: folder.path("work/Sources_sApp_sViews_sInbox.swift.lint.docc"),
      encoding: .utf8)
    #expect(stamp.hasPrefix("//"))
  }

  /// A compiled stamp that kept its date is not compiled again.
  @Test func aStampThatIsUpToDateIsLeftAsItIs() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("A.swift", "let a = 1\n")
    let stamp = folder.path("A.swift.lint.swift")
    #expect(LintTool.run(["--stamp", stamp, file]).status == 0)
    let past = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: stamp)
    #expect(LintTool.run(["--stamp", stamp, file]) == LintTool.Outcome(status: 0))
    let date = try FileManager.default.attributesOfItem(atPath: stamp)[.modificationDate] as? Date
    #expect(date == past)
  }

  @Test func aStampThatHoldsSomethingElseIsRewritten() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("A.swift", "let a = 1\n")
    let stamp = try folder.write("A.swift.lint.swift", "// an older stamp\n")
    #expect(LintTool.run(["--stamp", stamp, file]) == LintTool.Outcome(status: 0))
    let text = try String(contentsOfFile: stamp, encoding: .utf8)
    #expect(text.hasPrefix("//"))
    #expect(text != "// an older stamp\n")
  }

  /// The command that gathers the stamps lints nothing and writes its own.
  @Test func aStampAloneIsWrittenWithNothingLinted() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let summary = folder.path("work/empty-states-lint.stamps.swift")
    #expect(LintTool.run(["--stamp", summary]) == LintTool.Outcome(status: 0))
    #expect(try String(contentsOfFile: summary, encoding: .utf8).hasPrefix("//"))
  }

  @Test func withoutAStampFindingsExit1() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("A.swift", LintSample.invalidSuppression)
    #expect(
      LintTool.run([file]) == LintTool.Outcome(status: 1, standardOutput: warning(file, line: 1)))
    let clean = try folder.write("B.swift", "let b = 2\n")
    #expect(LintTool.run([clean]) == LintTool.Outcome(status: 0))
  }

  @Test func anUnreadableFileFailsTheCommandAndWritesNoStamp() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let stamp = folder.path("missing.swift.lint.swift")
    let outcome = LintTool.run(["--stamp", stamp, folder.path("missing.swift")])
    #expect(outcome.status == 66)
    #expect(outcome.standardError.hasPrefix("error: \(folder.path("missing.swift")): "))
    #expect(!FileManager.default.fileExists(atPath: stamp))
  }

  @Test func aStampThatCannotBeWrittenFailsTheCommand() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("A.swift", "let a = 1\n")
    // A stamp inside a regular file: its folder cannot be made.
    let outcome = LintTool.run(["--stamp", file + "/A.swift.lint.swift", file])
    #expect(outcome.status == 73)
    #expect(outcome.standardError == "error: cannot write the stamp \(file)/A.swift.lint.swift\n")
  }

  @Test(arguments: [
    [], ["--stamp"], ["--stamp", "a", "--stamp", "b", "A.swift"], ["--format", "json", "A.swift"],
  ])
  func aBadCommandLineExits64WithTheUsage(words: [String]) {
    #expect(LintTool.run(words) == LintTool.Outcome(status: 64, standardError: LintTool.usage))
  }
}
