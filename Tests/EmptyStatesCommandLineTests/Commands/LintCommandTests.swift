import EmptyStatesLint
import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesCommandLine
@testable import EmptyStatesCommandLineContract

@Suite struct LintCommandTests {
  func run(_ words: [String]) -> EmptyStatesCLI.Outcome {
    EmptyStatesCLI.run(["lint"] + words)
  }

  @Test func aCleanFolderExits0WithNothingOrAnEmptyJSONArray() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("A.swift", "let a = 1\n")
    #expect(run([folder.url.path]) == EmptyStatesCLI.Outcome(exitCode: .ok))
    let json = run(["--format", "json", folder.url.path])
    #expect(json.exitCode == .ok)
    #expect(json.standardOutput.filter { !$0.isWhitespace } == "[]")
  }

  @Test func findingsExit1AsEditorReadableLines() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("A.swift", "let a = 1\n" + LintSample.invalidSuppression)
    let outcome = run([file])
    #expect(outcome.exitCode == .lintFindings)
    #expect(
      outcome.standardOutput
        == "\(file):2:1: warning: 'no-such-rule' names no rule; see --help for the ids "
        + "[invalid-suppression]\n")
    #expect(outcome.standardError.isEmpty)
  }

  @Test func jsonAndSARIFAreOneDocumentOnStandardOutput() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write(
      "A.swift", LintSample.invalidSuppression + LintSample.invalidSuppression)
    for format in ["json", "sarif"] {
      let outcome = run(["--format=\(format)", file])
      #expect(outcome.exitCode == .lintFindings)
      #expect(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) is NSObject)
    }
    let findings = try #require(
      try JSONSerialization.jsonObject(
        with: Data(run(["--format", "json", file]).standardOutput.utf8)) as? [[String: Any]])
    #expect(findings.compactMap { $0["line"] as? Int } == [1, 2])
  }

  @Test func onlyTheRulesAskedForRun() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("A.swift", LintSample.invalidSuppression)
    #expect(run(["--rule", "empty-state-in-list-row", file]).exitCode == .ok)
    let both = run(["--rule", "empty-state-in-list-row", "--rule", "invalid-suppression", file])
    #expect(both.exitCode == .lintFindings)
  }

  @Test(
    arguments: [
      (["A.swift", "--fix"], "error: empty-states lint: unknown option \"--fix\"\n"),
      (
        ["--format", "xml", "A.swift"],
        "error: empty-states lint: invalid value \"xml\" for --format (expected text, json, sarif)\n"
      ),
      (
        ["--deployment-target", "iOS17", "--deployment-target", "android14", "A.swift"],
        "error: empty-states lint: --deployment-target: invalid deployment target \"android14\" "
          + "(expected a system and version such as iOS17 or macOS13.3)\n"
      ),
      (
        ["--deployment-target", "iOS17", "--deployment-target", "ios16", "A.swift"],
        "error: empty-states lint: --deployment-target: more than one deployment target for iOS\n"
      ),
      (
        ["--sdk", "16", "A.swift"],
        "error: empty-states lint: --sdk: unknown SDK \"16\" (expected 18, 26, 27)\n"
      ),
      (
        ["--sdk", "26", "--sdk", "27", "A.swift"],
        "error: empty-states lint: option --sdk is given more than once\n"
      ),
      (
        ["--rule", "no-such-rule", "A.swift"],
        "error: empty-states lint: unknown rule \"no-such-rule\" for --rule "
          + "(see empty-states lint --help)\n"
      ),
      ([], "error: empty-states lint: give at least one PATH (a Swift file or a folder)\n"),
      (
        ["--format", "json"],
        "error: empty-states lint: give at least one PATH (a Swift file or a folder)\n"
      ),
      (
        ["--baseline", "a", "--baseline", "b", "A.swift"],
        "error: empty-states lint: option --baseline is given more than once\n"
      ),
    ] as [([String], String)])
  func usageErrorsExit64WithOneLine(words: [String], message: String) {
    let outcome = run(words)
    #expect(outcome == EmptyStatesCLI.Outcome(exitCode: .usage, standardError: message))
  }

  @Test func sdkDecidesWhatANewerSDKMadeAvailable() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write(
      "Small.swift",
      "struct Small: View {\n  var body: some View { Button(\"Retry\") {}.controlSize(.small) }\n}\n"
    )
    let old = run(["--sdk", "18", "--deployment-target", "tvOS15", file])
    #expect(old.exitCode == .lintFindings)
    #expect(old.standardOutput.contains("is unavailable on tvOS in the 18 SDK (Xcode 16) (--sdk)"))
    #expect(run(["--sdk", "26", "--deployment-target", "tvOS15", file]).exitCode == .ok)
    #expect(run(["--deployment-target", "tvOS15", file]).exitCode == .ok)
  }

  @Test func anUnreadablePathExits66AfterTheOtherFilesAreReported() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("A.swift", LintSample.invalidSuppression)
    let missing = folder.path("Missing.swift")
    let outcome = run([missing, file])
    #expect(outcome.exitCode == .noInput)
    #expect(outcome.standardOutput.hasPrefix("\(file):1:1: warning: "))
    #expect(
      outcome.standardError == "error: empty-states lint: \(missing): no such file or folder\n")
  }

  @Test func notesNeverEchoControlOrBidiCharactersFromFileNames() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("B\u{1B}]0;x\u{07}\u{202E}.swift", bytes: [0, 1, 2])
    let outcome = run([folder.url.path])
    #expect(outcome.exitCode == .ok)
    #expect(
      outcome.standardError == "note: \(folder.url.path)/B]0;x.swift: skipped: not a text file\n")
  }

  @Test func aBaselineHidesRecordedFindingsButNotNewCopies() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("A.swift", LintSample.invalidSuppression)
    let baseline = folder.path("baseline.json")
    let written = run(["--write-baseline", baseline, file])
    #expect(written.exitCode == .ok)
    #expect(written.standardError.hasPrefix("note: recorded 1 finding"))
    #expect(run(["--baseline", baseline, file]) == EmptyStatesCLI.Outcome(exitCode: .ok))
    try folder.write(
      "A.swift", "let a = 1\n" + LintSample.invalidSuppression + LintSample.invalidSuppression)
    let outcome = run(["--baseline", baseline, file])
    #expect(outcome.exitCode == .lintFindings)
    #expect(
      outcome.standardOutput.split(separator: "\n").map { $0.prefix(file.count + 3) } == [
        "\(file):3:"
      ])
  }

  @Test func aBadBaselineExits65AndAMissingOneExits66() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("A.swift", "")
    let bad = try folder.write("bad.json", "{\"rule\": 1}")
    #expect(
      run(["--baseline", bad, file])
        == EmptyStatesCLI.Outcome(
          exitCode: .dataError,
          standardError:
            "error: empty-states lint: baseline \"\(bad)\": not a JSON array of {rule, file, code, count}\n"
        ))
    let missing = folder.path("missing.json")
    #expect(
      run(["--baseline", missing, file])
        == EmptyStatesCLI.Outcome(
          exitCode: .noInput,
          standardError: "error: empty-states lint: cannot read baseline \"\(missing)\"\n"))
  }

  @Test func helpListsEveryRuleWithItsSummary() {
    let help = run(["--help"])
    #expect(help.exitCode == .ok)
    let rules = EmptyStateLinter.Rule.allCases
    #expect(!rules.isEmpty)
    for rule in rules {
      #expect(help.standardOutput.contains("  \(rule.rawValue)  "))
      #expect(help.standardOutput.contains(rule.documentation.summary))
    }
    #expect(EmptyStatesCLI.overview.contains("  lint     "))
  }

  @Test func pathsMayFollowDoubleDash() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("--odd.swift", LintSample.invalidSuppression)
    #expect(run(["--format", "text", "--", file]).exitCode == .lintFindings)
  }
}
