import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesCommandLineContract

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
    #expect(
      outcome == CommandOutcome(exitCode: .ok, standardOutput: warning(file, line: 2)))
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
    #expect(LintTool.run(["--stamp", stamp, file]).exitCode == .ok)
    let past = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: stamp)
    #expect(LintTool.run(["--stamp", stamp, file]) == CommandOutcome(exitCode: .ok))
    let date = try FileManager.default.attributesOfItem(atPath: stamp)[.modificationDate] as? Date
    #expect(date == past)
  }

  @Test func aStampThatHoldsSomethingElseIsRewritten() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("A.swift", "let a = 1\n")
    let stamp = try folder.write("A.swift.lint.swift", "// an older stamp\n")
    #expect(LintTool.run(["--stamp", stamp, file]) == CommandOutcome(exitCode: .ok))
    let text = try String(contentsOfFile: stamp, encoding: .utf8)
    #expect(text.hasPrefix("//"))
    #expect(text != "// an older stamp\n")
  }

  /// The command that gathers the stamps lints nothing and writes its own.
  @Test func aStampAloneIsWrittenWithNothingLinted() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let summary = folder.path("work/empty-states-lint.stamps.swift")
    #expect(LintTool.run(["--stamp", summary]) == CommandOutcome(exitCode: .ok))
    #expect(try String(contentsOfFile: summary, encoding: .utf8).hasPrefix("//"))
  }

  @Test func withoutAStampFindingsExit1() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("A.swift", LintSample.invalidSuppression)
    #expect(
      LintTool.run([file])
        == CommandOutcome(exitCode: .lintFindings, standardOutput: warning(file, line: 1)))
    let clean = try folder.write("B.swift", "let b = 2\n")
    #expect(LintTool.run([clean]) == CommandOutcome(exitCode: .ok))
  }

  @Test func anUnreadableFileFailsTheCommandAndWritesNoStamp() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let stamp = folder.path("missing.swift.lint.swift")
    let outcome = LintTool.run(["--stamp", stamp, folder.path("missing.swift")])
    #expect(outcome.exitCode == .noInput)
    #expect(
      outcome.standardError.hasPrefix("error: empty-states-lint: \(folder.path("missing.swift")): ")
    )
    #expect(!FileManager.default.fileExists(atPath: stamp))
  }

  /// A stamp that cannot be written fails the build command with the contract's code for a
  /// file that cannot be written (66, as a baseline's), and the findings still show.
  @Test func aStampThatCannotBeWrittenFailsTheCommand() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("A.swift", LintSample.invalidSuppression)
    // A stamp inside a regular file: its folder cannot be made.
    let outcome = LintTool.run(["--stamp", file + "/A.swift.lint.swift", file])
    #expect(
      outcome
        == CommandOutcome(
          exitCode: .noInput, standardOutput: warning(file, line: 1),
          standardError:
            "error: empty-states-lint: cannot write the stamp \"\(file)/A.swift.lint.swift\"\n"))
  }

  @Test(
    arguments: [
      ([], "give at least one PATH (a Swift file or a folder)"),
      (["--stamp"], "option --stamp needs a value (FILE)"),
      (["--stamp", "a", "--stamp", "b", "A.swift"], "option --stamp is given more than once"),
      (
        ["--format", "xml", "A.swift"],
        "invalid value \"xml\" for --format (expected text, json, sarif)"
      ),
      (
        ["--stamp", "a", "--format", "xml"],
        "invalid value \"xml\" for --format (expected text, json, sarif)"
      ),
    ] as [([String], String)])
  func aBadCommandLineExits64WithOneLine(words: [String], message: String) {
    #expect(
      LintTool.run(words)
        == CommandOutcome(
          exitCode: .usage, standardError: "error: empty-states-lint: \(message)\n"))
  }

  @Test func helpShowsTheStampAndEveryLintOption() {
    let help = LintTool.run(["--help"])
    #expect(help.exitCode == .ok)
    #expect(help.standardOutput.contains("Usage: empty-states-lint [--stamp FILE] "))
    for option in ["--stamp FILE", "--format FORMAT", "--rule ID", "--sdk SDK", "--baseline FILE"] {
      #expect(help.standardOutput.contains("  \(option)  "), "\(option)")
    }
  }
}
