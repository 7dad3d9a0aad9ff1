import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesLint

@Suite struct EmptyStateLinterTests {
  @Test func findingsComePathByPathThenFileByFileInSortedOrder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Written out of order, and more files than cores, so parallel work finishes in any order.
    let names = (0..<24).map { "src/F\(String(format: "%02d", $0)).swift" }
    for name in names.reversed() {
      try folder.write(
        name, "let a = 1\n" + LintSample.invalidSuppression + LintSample.invalidSuppression)
    }
    let single = try folder.write("Single.swift", LintSample.invalidSuppression)
    let linter = try EmptyStateLinter()
    let report = linter.lint([single, folder.path("src")])
    let expected =
      [(single, 1)]
      + names.flatMap { name in [(folder.path(name), 2), (folder.path(name), 3)] }
    #expect(report.findings.map(\.file) == expected.map(\.0))
    #expect(report.findings.map(\.line) == expected.map(\.1))
    #expect(Set(report.findings.map(\.rule)) == [.invalidSuppression])
    #expect(report.notes.isEmpty)
    #expect(linter.lint([single, folder.path("src")]) == report)
  }

  @Test func anUnreadablePathIsNotedAndTheOthersAreStillLinted() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("A.swift", LintSample.invalidSuppression)
    let report = try EmptyStateLinter().lint([folder.path("Missing.swift"), file])
    #expect(report.findings.map(\.file) == [file])
    #expect(report.hasUnreadablePaths)
    #expect(
      report.notes.map(\.description) == ["\(folder.path("Missing.swift")): no such file or folder"]
    )
  }

  @Test(arguments: [
    ([0x00, 0x01, 0x02, 0x00] as [UInt8], "skipped: not a text file"),
    (
      Array("let s = \"never closed\n".utf8), "read with recovery: 1:9: unterminated string literal"
    ),
    (
      Array("let a = 1\n".utf8) + [0xFF, 0xFE] + Array("\n".utf8),
      "read with recovery: 2:1: invalid UTF-8"
    ),
  ])
  func badContentIsOneNoteAndTheOtherFilesAreStillLinted(bytes: [UInt8], note: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let bad = try folder.write("A.swift", bytes: bytes)
    let good = try folder.write("B.swift", LintSample.invalidSuppression)
    let report = try EmptyStateLinter().lint([folder.url.path])
    #expect(report.findings.map(\.file) == [good])
    #expect(report.notes == [EmptyStateLinter.Note(file: bad, message: note)])
    #expect(!report.hasUnreadablePaths)
  }

  @Test func aTenMegabyteFileAndDeepNestingFinishQuickly() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let line = "let x = [\"a\", \"b\"] // a comment with some words in it to pad the line\n"
    let big =
      LintSample.invalidSuppression + String(repeating: line, count: 10_000_000 / line.utf8.count)
    let large = try folder.write("Large.swift", big)
    let nested = String(repeating: "(", count: 10_000) + String(repeating: "{ [", count: 10_000)
    let deep = try folder.write("Deep.swift", LintSample.invalidSuppression + nested)
    let start = ContinuousClock.now
    let report = try EmptyStateLinter().lint([large, deep])
    // Generous: a debug build on a shared machine; quadratic work would take minutes.
    #expect(ContinuousClock.now - start < .seconds(90))
    #expect(report.findings.map(\.file) == [large, deep])
  }

  @Test(arguments: ["iOS", "android14", "iOS 17 beta", ""])
  func anUnreadableDeploymentTargetNamesTheValue(value: String) {
    #expect(throws: EmptyStateLinter.Error.invalidDeploymentTarget(value)) {
      try EmptyStateLinter(deploymentTargets: [value])
    }
    #expect(
      EmptyStateLinter.Error.invalidDeploymentTarget(value).description.contains("\"\(value)\""))
  }

  @Test func oneDeploymentTargetPerSystem() throws {
    #expect(throws: EmptyStateLinter.Error.repeatedDeploymentTarget("iOS")) {
      try EmptyStateLinter(deploymentTargets: ["iOS16", "macOS13", "ios17"])
    }
    let linter = try EmptyStateLinter(deploymentTargets: ["iOS16", "macOS 13.3"])
    #expect(
      linter.explicitTargets == [
        DeploymentTarget(.iOS, OSVersion(16)), DeploymentTarget(.macOS, OSVersion(13, 3)),
      ])
  }
}
