import SwiftUI

struct ShelfScreen: View {
  let books: [String]

  var body: some View {
    if books.isEmpty {
      NoticeView(title: "No books on this shelf", systemImage: "books.vertical")
    } else {
      List(books, id: \.self) { Text($0) }
    }
  }
}

struct ReadingScreen: View {
  let pages: [String]

  var body: some View {
    if pages.isEmpty {
      BannerNotice(heading: String(localized: "Nothing to read"))
    } else {
      KeyedNotice(title: "Reading")
    }
  }
}

#Preview {
  BannerNotice(heading: "Preview text is never shipped")
}
