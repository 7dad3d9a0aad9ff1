import Foundation
import Testing

@testable import EmptyStatesLint

/// Lints every fixture under `Fixtures/lint` with the deployment targets of the targets that
/// compile it (its folder's, when no project lists it), and compares the findings with the
/// `expect: RULE` markers the fixture's comments carry.
@Suite struct LintFixtureTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/lint")

  /// Every fixture, relative to the fixtures' folder.
  static let fixtures: [String] = {
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".swift") { paths.append(path) }
    }
    return paths.sorted()
  }()

  /// Where `source`'s markers expect findings: (line, rule id).
  static func expectations(in bytes: [UInt8]) -> [String] {
    let source = LexedSource(bytes)
    var result: [String] = []
    for token in source.tokens where token.kind.isComment {
      let text = source.text(of: token)
      guard let marker = text.range(of: "expect: ") else { continue }
      let ids = text[marker.upperBound...].split(whereSeparator: { $0 == "," || $0 == " " })
        .prefix { $0.allSatisfy { $0.isLowercase || $0 == "-" } }
      for id in ids { result.append("\(token.range.start.line): \(id)") }
    }
    return result.sorted()
  }

  /// The findings in `fixture` when it is in a `cross-file` folder: the folder's files are
  /// linted in one run, as an app's are, so that a view in one file meets its callers in
  /// another; `nil` for other fixtures.
  static func crossFileFindings(_ fixture: String) throws -> [String]? {
    guard fixture.contains("cross-file/") else { return nil }
    let folder = root.appendingPathComponent(fixture).deletingLastPathComponent()
    let name = "/" + (fixture.split(separator: "/").last.map(String.init) ?? fixture)
    let report = try EmptyStateLinter().lint([folder.path])
    return report.findings.filter { $0.file.hasSuffix(name) }.map {
      "\($0.line): \($0.rule.rawValue)"
    }.sorted()
  }

  @Test func theFixturesAreThere() {
    #expect(Self.fixtures.count >= 50)
    #expect(Self.fixtures.contains("realistic/ContactsScreen.swift"))
    #expect(Self.fixtures.contains("invalid-suppression/suppression.swift"))
  }

  @Test(arguments: fixtures) func findingsMatchTheMarkers(_ fixture: String) throws {
    let url = Self.root.appendingPathComponent(fixture)
    let bytes = Array(try Data(contentsOf: url))
    let targets = try DeploymentTargetResolver.projectTargets(
      explicit: [], paths: DeploymentTargetResolver.candidatePaths(near: url)
    ) { try String(contentsOfFile: $0, encoding: .utf8) }
    .targets(forFile: url.standardizedFileURL.path)
    #expect(targets[.iOS] != nil)
    var sdks = SDKGenerationCache(explicit: nil)
    let linter = FileLinter(
      rules: Set(EmptyStateLinter.Rule.allCases), deploymentTargets: targets,
      sdk: sdks.sdk(for: url, deploymentTargets: targets))
    let result = linter.lint(bytes, path: fixture)
    let found =
      try Self.crossFileFindings(fixture)
      ?? result.findings.map { "\($0.line): \($0.rule.rawValue)" }.sorted()
    let expected = Self.expectations(in: bytes)
    let unexpected = found.filter { !expected.contains($0) }
    let missed = expected.filter { !found.contains($0) }
    #expect(unexpected == [], "found but not marked")
    #expect(missed == [], "marked but not found")
  }
}
