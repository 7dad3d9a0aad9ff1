import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesLint

@Suite struct EmptyStateLinterTitlesTests {
  static let wrapper = """
    struct EmptyShelf: View {
      let title: String

      var body: some View {
        ContentUnavailableView(title, systemImage: "books.vertical")
      }
    }

    """

  @Test func aStringTitleAnotherFileFillsWithLiteralTextIsReportedAtTheWrapper() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let shelf = try folder.write("EmptyShelf.swift", Self.wrapper)
    let screen = try folder.write(
      "Screen.swift",
      """
      struct Screen: View {
        var body: some View {
          EmptyShelf(title: "No Books")
        }
      }

      """)
    let report = try EmptyStateLinter(rules: [.unlocalizedTitle]).lint([shelf, screen])
    #expect(report.findings.map(\.file) == [shelf])
    #expect(report.findings.map(\.line) == [5])
    #expect(report.findings.first?.message.contains("\"No Books\" at \(screen):3") == true)
    // Linted alone, the file does not say what its callers pass.
    #expect(try EmptyStateLinter(rules: [.unlocalizedTitle]).lint([shelf]).findings == [])
    // Another rule asked for: nothing of this one.
    #expect(
      try EmptyStateLinter(rules: [.emptyStateInListRow]).lint([shelf, screen]).findings == [])
  }

  @Test func localizedArgumentsPreviewsAndNamesTwoFilesDeclareAreNotReported() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let shelf = try folder.write("EmptyShelf.swift", Self.wrapper)
    let localized = try folder.write(
      "Localized.swift",
      """
      struct Localized: View {
        var body: some View {
          EmptyShelf(title: String(localized: "No Books"))
        }
      }
      #Preview {
        EmptyShelf(title: "Preview")
      }

      """)
    #expect(
      try EmptyStateLinter(rules: [.unlocalizedTitle]).lint([shelf, localized]).findings == [])
    // A second declaration of the name leaves the callers' meaning open.
    let other = try folder.write(
      "Other.swift", "struct EmptyShelf: View { var body: some View { EmptyView() } }\n")
    let caller = try folder.write(
      "Caller.swift",
      "struct Caller: View { var body: some View { EmptyShelf(title: \"No Books\") } }\n")
    #expect(
      try EmptyStateLinter(rules: [.unlocalizedTitle]).lint([shelf, other, caller]).findings == [])
  }

  @Test func anUnlabelledTitleIsMatchedByPosition() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let notice = try folder.write(
      "Notice.swift",
      """
      struct Notice: View {
        let symbol: String
        let title: String

        init(_ symbol: String, _ title: String) {
          self.symbol = symbol
          self.title = title
        }

        var body: some View {
          ContentUnavailableView(title, systemImage: symbol)
        }
      }

      """)
    let symbolOnly = try folder.write(
      "SymbolOnly.swift",
      "struct A: View { var body: some View { Notice(\"tray\", String(localized: \"Empty\")) } }\n")
    #expect(
      try EmptyStateLinter(rules: [.unlocalizedTitle]).lint([notice, symbolOnly]).findings == [])
    let literal = try folder.write(
      "Literal.swift", "struct B: View { var body: some View { Notice(\"tray\", \"Empty\") } }\n")
    let report = try EmptyStateLinter(rules: [.unlocalizedTitle]).lint([notice, literal])
    #expect(report.findings.map(\.line) == [11])
  }
}
