import SwiftUI

struct ShelfScreen: View {
  let books: [String]

  var body: some View {
    List {
      if books.isEmpty {
        EmptyShelf()
      }
      ForEach(books, id: \.self) { Text($0) }
    }
  }
}

private struct EmptyShelf: View {
  var body: some View {
    ContentUnavailableView("Nothing Read Yet", systemImage: "book.closed", description: Text("Finish a book to shelve it.")) // expect: empty-state-in-list-row
  }
}
