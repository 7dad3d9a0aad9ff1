import SwiftUI

// ShelfScreen.swift declares a view of the same name for itself; its List holds that one, not
// this one, so nothing here is a row.

struct EmptyShelf: View {
  var body: some View {
    ContentUnavailableView("Empty Shelf", systemImage: "books.vertical", description: Text("Books you finish are shelved here."))
  }
}
