import SwiftUI

struct ReadingListScreen: View {
  @State private var books: [String] = []
  @State private var needsShelf = false

  var body: some View {
    ZStack {
      List(books, id: \.self) { Text($0) }
      if books.isEmpty {
        ShelfPlaceholder(title: "Nothing to Read")
      }
      if books.isEmpty {
        ShelfNotice(needsShelf: needsShelf)
      }
    }
    .task { books = await ReadingListAPI.books() }
  }
}

// The same view, behind the flag the load raises as it starts.
struct FinishedBooksScreen: View {
  @State private var books: [String] = []
  @State private var isLoading = false

  var body: some View {
    Group {
      if isLoading {
        ProgressView()
      } else if books.isEmpty {
        ShelfPlaceholder(title: "No Finished Books")
      } else {
        List(books, id: \.self) { Text($0) }
      }
    }
    .task {
      isLoading = true
      books = await ReadingListAPI.finished()
      isLoading = false
    }
  }
}
