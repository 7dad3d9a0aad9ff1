import SwiftUI

// String titles written in text, under #if, spread over lines, and suppressed.

struct LibraryShelfView: View {
  let shelfName: String
  let count: Int
  private let emptyShelf = "Empty Shelf"

  /// Prefer a key over `ContentUnavailableView(String(format: "No %@", shelfName), systemImage: "books.vertical")`.
  static let tip = "ContentUnavailableView(String(count), systemImage: \"books.vertical\")"
  static let block = """
    ContentUnavailableView("Shelf " + name, systemImage: "books.vertical")
    """
  static let raw = #"ContentUnavailableView(shelf.description, systemImage: "books.vertical")"#
  static let finder = /ContentUnavailableView\(String\(/
  static let extendedFinder = #/ContentUnavailableView\("[^"]*" \+ /#

  func note() -> String {
    "\(count > 0 ? "ContentUnavailableView(String(\(count)))" : "none")"
  }

  // ContentUnavailableView(String(count), systemImage: "books.vertical")
  /* ContentUnavailableView(shelfName, systemImage: "books.vertical")
     /* ContentUnavailableView("Shelf " + shelfName, systemImage: "books.vertical") */ */

  var body: some View {
    VStack {
      // `shelfName` (a parameter) and `String(count)` (a number) are not provably unlocalized:
      // they moved to negative.swift's `ShelfCaption`.
      #if os(iOS)
        ContentUnavailableView(emptyShelf, systemImage: "books.vertical", description: Text("Add a book to this shelf.")) // expect: unlocalized-title
      #elseif os(macOS)
        ContentUnavailableView(String("Shelf Is Empty"), systemImage: "books.vertical", description: Text("Drag a book onto this shelf.")) // expect: unlocalized-title
      #else
        ContentUnavailableView("Shelf: " + shelfName, systemImage: "books.vertical", description: Text("Add a book to this shelf.")) // expect: unlocalized-title
      #endif
      ContentUnavailableView { // expect: unlocalized-title
        Label(
          String(
            format: "%d on hold",
            count
          ),
          systemImage:
            "hourglass"
        )
      } description: {
        Text("Holds you place at the library show here.")
      }
      ContentUnavailableView(
        "No Holds",
        systemImage: "hourglass",
        description: Text(shelfName)
      )
    }
  }
}

struct SuppressedTitles: View {
  let serverTitle: String
  private let productName = "Acme Cloud"

  var body: some View {
    VStack {
      // empty-states:disable-next-line unlocalized-title -- the product's name is never translated
      ContentUnavailableView(productName, systemImage: "icloud", description: Text("Content from your account appears here."))
      // empty-states:disable-next-line unlocalized-title, fixed-frame-on-empty-state
      ContentUnavailableView(String(format: "%@ Downloads", serverTitle), systemImage: "icloud.and.arrow.down", description: Text("Downloads from your account appear here."))
      // empty-states:disable unlocalized-title
      ContentUnavailableView("Shared by " + serverTitle, systemImage: "icloud.fill", description: Text("Content from your account appears here."))
    }
  }
}
