import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesLint

@Suite struct EmptyStateLinterLoadsTests {
  static let store = """
    final class Shelf: ObservableObject {
      @Published var books: [String] = []
      @Published var isLoading = false
      func load() async { books = await API.books() }
    }

    """
  static let child = """
    struct BookList: View {
      @EnvironmentObject var shelf: Shelf
      var body: some View {
        if shelf.books.isEmpty {
          ContentUnavailableView("No Books", systemImage: "books.vertical")
        }
      }
    }

    """

  /// A parent that places `BookList` inside `placement` and loads the shelf as it appears.
  static func parent(_ placement: String) -> String {
    """
    struct Root: View {
      @StateObject var shelf = Shelf()
      var body: some View {
        VStack {
          \(placement)
        }
        .environmentObject(shelf)
        .task { await shelf.load() }
      }
    }

    """
  }

  @Test func aModelAnotherFilesViewFillsAsItPlacesTheViewIsReportedNamingThatLoad() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try folder.write("Shelf.swift", Self.store)
    let child = try folder.write("BookList.swift", Self.child)
    let root = try folder.write("Root.swift", Self.parent("BookList()"))
    let report = try EmptyStateLinter(rules: [.emptyStateDuringLoading]).lint([store, child, root])
    #expect(report.findings.map(\.file) == [child])
    #expect(report.findings.map(\.line) == [5])
    #expect(report.findings.first?.message.contains("the .task of Root (\(root):5)") == true)
    // Without the parent, nothing says when the shelf loads.
    #expect(
      try EmptyStateLinter(rules: [.emptyStateDuringLoading]).lint([store, child]).findings == [])
  }

  @Test func aPlacementAfterTheLoadOrAChildThatChecksItIsNotReported() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try folder.write("Shelf.swift", Self.store)
    let child = try folder.write("BookList.swift", Self.child)
    let root = try folder.write(
      "Root.swift",
      Self.parent("if shelf.isLoading { ProgressView() } else { BookList() }"))
    #expect(
      try EmptyStateLinter(rules: [.emptyStateDuringLoading]).lint([store, child, root]).findings
        == [])
    let checked = try folder.write(
      "BookList.swift",
      Self.child.replacingOccurrences(
        of: "if shelf.books.isEmpty", with: "if !shelf.isLoading, shelf.books.isEmpty"))
    let placed = try folder.write("Root.swift", Self.parent("BookList()"))
    #expect(
      try EmptyStateLinter(rules: [.emptyStateDuringLoading]).lint([store, checked, placed])
        .findings == [])
  }
}
