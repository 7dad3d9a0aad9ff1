import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesLint

@Suite struct EmptyStateLinterFormatTests {
  static let finding = EmptyStateLinter.Finding(
    file: "Sources/App/Feed.swift", line: 12, column: 7, rule: .emptyStateInListRow,
    message: "ContentUnavailableView inside List: show it in an .overlay", code: "x")

  func object(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  @Test func textIsOneEditorReadableLineAFinding() {
    let output = EmptyStateLinter.Format.text.render(
      [Self.finding, Self.finding], toolVersion: "9")
    let line =
      "Sources/App/Feed.swift:12:7: warning: ContentUnavailableView inside List: show it in an "
      + ".overlay [empty-state-in-list-row]\n"
    #expect(output == line + line)
    #expect(EmptyStateLinter.Format.text.render([], toolVersion: "9") == "")
  }

  @Test func textNeverCarriesControlOrBidiCharactersFromAPath() {
    var finding = Self.finding
    finding.file = "a\u{1B}[31m\u{202E}b.swift"
    let output = EmptyStateLinter.Format.text.render([finding], toolVersion: "9")
    #expect(output.hasPrefix("a[31mb.swift:12:7: "))
  }

  @Test func jsonHasTheContractsFieldsWithPathsRelativeToTheCurrentDirectory() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var inside = Self.finding
    inside.file = folder.path("Sources/./A.swift")
    var outside = Self.finding
    outside.file = "/elsewhere/B.swift"
    var relative = Self.finding
    relative.file = "./C.swift"
    let output = EmptyStateLinter.Format.json.render(
      [inside, outside, relative], currentDirectory: folder.url, toolVersion: "9")
    let array = try #require(try object(output) as? [[String: Any]])
    #expect(array.count == 3)
    #expect(
      array.map { $0["file"] as? String } == ["Sources/A.swift", "/elsewhere/B.swift", "C.swift"])
    let first = try #require(array.first)
    #expect(Set(first.keys) == ["file", "line", "column", "rule", "severity", "message"])
    #expect(first["line"] as? Int == 12)
    #expect(first["column"] as? Int == 7)
    #expect(first["rule"] as? String == "empty-state-in-list-row")
    #expect(first["severity"] as? String == "warning")
    #expect(first["message"] as? String == Self.finding.message)
  }

  @Test func jsonOfNoFindingsIsAnEmptyArrayAndEscapesInvisibleCharacters() throws {
    #expect(try object(EmptyStateLinter.Format.json.render([], toolVersion: "9")) as? [Any] != nil)
    #expect(
      EmptyStateLinter.Format.json.render([], toolVersion: "9").filter { !$0.isWhitespace } == "[]")
    var finding = Self.finding
    finding.file = "/x/\u{202E}.swift"
    let output = EmptyStateLinter.Format.json.render([finding], toolVersion: "9")
    #expect(!output.unicodeScalars.contains("\u{202E}"))
    #expect(output.contains("\\u202e"))
  }

  @Test func sarifHasTheToolTheRulesAndResultsRelativeToTheRepositoryRoot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.path("repo/.git"), withIntermediateDirectories: true)
    let current = folder.url.appendingPathComponent("repo/Sources")
    var finding = Self.finding
    finding.file = "App/My Feed.swift"
    let output = EmptyStateLinter.Format.sarif.render(
      [finding], currentDirectory: current, toolVersion: "9.8")
    let log = try #require(try object(output) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let run = try #require(runs.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "empty-states lint")
    #expect(driver["version"] as? String == "9.8")
    #expect(URL(string: driver["informationUri"] as? String ?? "")?.scheme == "https")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(
      rules.compactMap { $0["id"] as? String } == EmptyStateLinter.Rule.allCases.map(\.rawValue))
    for (rule, object) in zip(EmptyStateLinter.Rule.allCases, rules) {
      let documentation = rule.documentation
      #expect((object["shortDescription"] as? [String: String])?["text"] == documentation.summary)
      #expect((object["fullDescription"] as? [String: String])?["text"] == documentation.rationale)
      let help = try #require(object["help"] as? [String: String])
      #expect(help["text"]?.contains(documentation.badExample) == true)
      #expect(help["markdown"]?.contains("```swift\n\(documentation.goodExample)\n```") == true)
      #expect((object["defaultConfiguration"] as? [String: String])?["level"] == "warning")
    }
    let base = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
    #expect(base["%SRCROOT%"]?["uri"] == folder.url.appendingPathComponent("repo/").absoluteString)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 1)
    let result = try #require(results.first)
    #expect(result["ruleId"] as? String == "empty-state-in-list-row")
    #expect(result["level"] as? String == "warning")
    #expect((result["message"] as? [String: String])?["text"] == Self.finding.message)
    let location = try #require((result["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    let artifact = try #require(physical["artifactLocation"] as? [String: String])
    #expect(artifact == ["uri": "Sources/App/My%20Feed.swift", "uriBaseId": "%SRCROOT%"])
    #expect(physical["region"] as? [String: Int] == ["startLine": 12, "startColumn": 7])
  }

  @Test func sarifWithoutARepositoryIsRelativeToTheCurrentDirectory() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let output = EmptyStateLinter.Format.sarif.render(
      [Self.finding], currentDirectory: folder.url, toolVersion: "9")
    #expect(output.contains("\"uri\" : \"Sources/App/Feed.swift\""))
    #expect(output.contains("\"uri\" : \"\(folder.url.absoluteString)"))
  }
}
