import EmptyStatesLint
import Foundation
import Testing

/// `empty-states lint` over this repository's tests and lint fixtures: with the findings recorded in
/// `Tests/lint-baseline.json` (test code compiled only on Linux, against the SwiftUI stand-in)
/// set aside, it finds exactly what the fixtures' `expect:` markers say, and nothing in our own
/// `Sources/EmptyStatesUI`.
@Suite struct RepositoryLintTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func theTestsGiveExactlyTheMarkedFindings() throws {
    let tests = Self.root.appendingPathComponent("Tests")
    let fixtures = Self.root.appendingPathComponent("Fixtures")
    let report = try EmptyStateLinter().lint([tests.path, fixtures.path])
    let baseline = try EmptyStateLinter.Baseline(
      json: Data(contentsOf: tests.appendingPathComponent("lint-baseline.json")),
      currentDirectory: Self.root)
    let found = baseline.filter(report.findings).map {
      "\($0.file.dropFirst(Self.root.path.count + 1)):\($0.line): \($0.rule.rawValue)"
    }
    var expected: [String] = []
    for fixture in LintFixtureTests.fixtures {
      let bytes = Array(try Data(contentsOf: LintFixtureTests.root.appendingPathComponent(fixture)))
      for marker in LintFixtureTests.expectations(in: bytes) {
        expected.append("Fixtures/lint/\(fixture):\(marker)")
      }
    }
    #expect(expected.count > 140)
    #expect(found.filter { !expected.contains($0) } == [], "found but not marked")
    #expect(expected.filter { !found.contains($0) } == [], "marked but not found")
    #expect(found.count == expected.count)
    #expect(report.notes.isEmpty)
  }

  @Test func ourSwiftUILayerIsClean() throws {
    let report = try EmptyStateLinter().lint([
      Self.root.appendingPathComponent("Sources/EmptyStatesUI").path
    ])
    #expect(report.findings.map(\.message) == [])
    #expect(report.notes.isEmpty)
  }

  /// The catalog's samples, the README's snippets and the design documents' samples: code people
  /// copy into their apps, where a finding is fixed, never recorded.
  static let codePeopleCopy = [
    "Tests/EmptyStatesCatalogTests/Samples", "Tests/EmptyStatesREADMETests/Snippets",
    "Tests/EmptyStatesSeedTests/Samples",
  ]

  @Test func codePeopleCopyIsClean() throws {
    let report = try EmptyStateLinter().lint(
      Self.codePeopleCopy.map { Self.root.appendingPathComponent($0).path })
    #expect(report.findings.map { "\($0.file):\($0.line): \($0.message)" } == [])
    #expect(report.notes.isEmpty)
  }

  @Test func theBaselineHoldsNoFindingInCodePeopleCopy() throws {
    let data = try Data(contentsOf: Self.root.appendingPathComponent("Tests/lint-baseline.json"))
    let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    let files = entries.compactMap { $0["file"] as? String }
    #expect(files.count == entries.count)
    #expect(!files.isEmpty)
    #expect(
      files.filter { file in Self.codePeopleCopy.contains { file.hasPrefix($0 + "/") } } == [])
  }
}
