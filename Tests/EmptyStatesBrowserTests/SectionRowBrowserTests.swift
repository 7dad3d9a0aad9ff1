import Foundation
import Testing

/// The row form of an empty state in a real `<table>` and `<ul>`, on the catalog's empty-section
/// page in Chromium: it stays inside its table or list at 1024 and 320 CSS px, spans the table's
/// columns in one cell, holds no heading, and is exposed as a row or list item named by its
/// title and description, read title, description, then each action.
@Suite(.browserToolsInstalled)
struct SectionRowBrowserTests {
  /// The empty-section page's report.
  private func page() async throws -> PageReport {
    let site = try await CatalogSite.shared.value
    return try #require(
      site.report.pages.first { $0.name.contains("section") },
      "the catalog has no page whose file name contains “section”")
  }

  private func rows() async throws -> [PageReport.RowSample] {
    let rows = try #require(try await page().rows, "the driver measured no rows")
    try #require(rows.map(\.tag) == ["tr", "li"], "a table row and a list item")
    return rows
  }

  @Test func theRowSitsInATableAndTheItemInAList() async throws {
    let rows = try await rows()
    #expect(rows.map(\.container) == ["table", "ul"])
    let row = rows[0]
    #expect(row.cells == 1)
    #expect(row.columns ?? 0 > 1)
    #expect(row.span == row.columns, "the cell spans every column")
  }

  @Test func nothingSticksOutOfItsTableOrList() async throws {
    let narrow = try #require(try await page().narrowRows)
    let desktop = try await rows()
    #expect(narrow.rows.count == desktop.count)
    for row in desktop + narrow.rows {
      #expect(
        row.overflow.isEmpty,
        "\(row.label): \(row.overflow) stick out of its \(row.container ?? "?")")
    }
  }

  /// A heading in a cell would add a section to the page's outline each time a table is empty.
  @Test func holdsNoHeading() async throws {
    for row in try await rows() {
      #expect(row.headings == 0, "\(row.label)")
      #expect(!(row.reading ?? []).contains { $0.role == "heading" }, "\(row.label)")
    }
  }

  @Test func isNamedByItsTitleAndDescription() async throws {
    for (row, role) in zip(try await rows(), ["row", "listitem"]) {
      let title = try #require(row.title)
      let description = try #require(row.description)
      #expect(row.role == role)
      #expect(row.name == "\(title) \(description)", "\(row.label)")
    }
  }

  @Test func readsTitleDescriptionThenActions() async throws {
    for row in try await rows() {
      let reading = try #require(row.reading, "\(row.label) is not in the accessibility tree")
      let title = try #require(row.title)
      let description = try #require(row.description)
      #expect(reading.count == 3, "\(row.label): \(reading)")
      #expect(
        Array(reading.prefix(2))
          == [
            PageReport.ReadingItem(role: "text", name: title),
            PageReport.ReadingItem(role: "text", name: description),
          ], "\(row.label)")
      #expect(reading.last?.role == "button", "\(row.label)")
    }
  }
}
