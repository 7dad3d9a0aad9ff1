import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesLint

@Suite struct EmptyStateLinterBaselineTests {
  @Test func aMovedLineStaysBaselinedAndASecondCopyIsNew() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("A.swift", LintSample.invalidSuppression)
    let linter = try EmptyStateLinter()
    let recorded = EmptyStateLinter.Baseline(
      recording: linter.lint([file]).findings, currentDirectory: folder.url)
    let baseline = try EmptyStateLinter.Baseline(
      json: Data(recorded.json().utf8), currentDirectory: folder.url)
    #expect(baseline == recorded)
    // The line moves down, with more white space; then a copy of it is added.
    try folder.write(
      "A.swift", "let a = 1\n\n   //   empty-states:disable-next-line   no-such-rule\n")
    #expect(baseline.filter(linter.lint([file]).findings).isEmpty)
    try folder.write(
      "A.swift", "let a = 1\n" + LintSample.invalidSuppression + LintSample.invalidSuppression)
    let new = baseline.filter(linter.lint([file]).findings)
    #expect(new.map(\.line) == [3])
  }

  @Test func findingsAreMatchedByRuleFileAndCode() throws {
    let finding = EmptyStateLinter.Finding(
      file: "A.swift", line: 1, column: 1, rule: .invalidSuppression, message: "m", code: "x")
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let baseline = EmptyStateLinter.Baseline(recording: [finding], currentDirectory: folder.url)
    var otherFile = finding
    otherFile.file = "B.swift"
    var otherRule = finding
    otherRule.rule = .emptyStateInListRow
    var otherCode = finding
    otherCode.code = "y"
    var sameFileAbsolute = finding
    sameFileAbsolute.file = folder.path("A.swift")
    sameFileAbsolute.line = 40
    #expect(baseline.filter([otherFile, otherRule, otherCode]).count == 3)
    #expect(baseline.filter([sameFileAbsolute]).isEmpty)
  }

  @Test func theFileIsRelativeToTheRepositoryRootWithACount() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.path(".git"), withIntermediateDirectories: true)
    let finding = EmptyStateLinter.Finding(
      file: "A.swift", line: 1, column: 1, rule: .invalidSuppression, message: "m", code: "c")
    let baseline = EmptyStateLinter.Baseline(
      recording: [finding, finding], currentDirectory: folder.url.appendingPathComponent("Sub"))
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(baseline.json().utf8)) as? [[String: Any]])
    #expect(entries.count == 1)
    #expect(entries.first?["file"] as? String == "Sub/A.swift")
    #expect(entries.first?["rule"] as? String == "invalid-suppression")
    #expect(entries.first?["code"] as? String == "c")
    #expect(entries.first?["count"] as? Int == 2)
  }

  @Test(arguments: [
    ("{}", "not a JSON array of {rule, file, code, count}"),
    ("[{\"rule\": \"a\", \"file\": \"b\", \"code\": \"c\"}]", "an entry has no \"count\""),
    (
      "[{\"rule\": 1, \"file\": \"b\", \"code\": \"c\", \"count\": 1}]",
      "\"rule\" has the wrong type"
    ),
    (
      "[{\"rule\": \"a\", \"file\": \"b\", \"code\": \"c\", \"count\": 0}]",
      "count 0 is not a whole number from 1 up"
    ),
  ])
  func aMalformedBaselineSaysWhatIsWrong(json: String, message: String) {
    #expect(throws: EmptyStateLinter.Baseline.Error(description: message)) {
      try EmptyStateLinter.Baseline(json: Data(json.utf8))
    }
  }
}
