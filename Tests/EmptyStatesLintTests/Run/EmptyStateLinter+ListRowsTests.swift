import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesLint

@Suite struct EmptyStateLinterListRowsTests {
  static let wrapper = """
    struct RetryCard: View {
      var body: some View {
        ContentUnavailableView("Didn't Load", systemImage: "wifi.slash")
      }
    }

    """
  static let caller = """
    struct Feed: View {
      var body: some View {
        List {
          RetryCard()
        }
      }
    }

    """

  @Test func aViewPlacedInAListByAnotherFileIsReportedAtItsEmptyStateNamingTheCaller() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let card = try folder.write("RetryCard.swift", Self.wrapper)
    let feed = try folder.write("Feed.swift", Self.caller)
    let report = try EmptyStateLinter(rules: [.emptyStateInListRow]).lint([card, feed])
    #expect(report.findings.map(\.file) == [card])
    #expect(report.findings.map(\.line) == [3])
    #expect(report.findings.first?.message.contains("at \(feed):4") == true)
    // Linted alone, the file does not say where the view goes.
    #expect(try EmptyStateLinter(rules: [.emptyStateInListRow]).lint([card]).findings == [])
  }

  @Test func aNameTwoFilesDeclareOrACallerDeclaresItselfIsNotMatched() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("RetryCard.swift", Self.wrapper)
    let other = Self.wrapper.replacingOccurrences(of: "Didn't", with: "Not")
    try folder.write("Other.swift", other)
    try folder.write("Feed.swift", Self.caller)
    let linter = try EmptyStateLinter(rules: [.emptyStateInListRow])
    #expect(linter.lint([folder.path(".")]).findings == [])
    try FileManager.default.removeItem(atPath: folder.path("Other.swift"))
    let own =
      Self.caller + "private struct RetryCard: View { var body: some View { Text(\"x\") } }\n"
    try folder.write("Feed.swift", own)
    #expect(linter.lint([folder.path(".")]).findings == [])
  }

  @Test func aSuppressionInTheViewsFileSilencesIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("RetryCard.swift", Self.wrapper)
    try folder.write("Feed.swift", Self.caller)
    let linter = try EmptyStateLinter(rules: [.emptyStateInListRow])
    #expect(linter.lint([folder.path(".")]).findings.count == 1)
    let comment = "    // empty-states:disable-next-line empty-state-in-list-row\n"
    let suppressed = Self.wrapper.replacingOccurrences(
      of: "    ContentUnavailableView(", with: comment + "    ContentUnavailableView(")
    try folder.write("RetryCard.swift", suppressed)
    #expect(linter.lint([folder.path(".")]).findings == [])
  }
}
