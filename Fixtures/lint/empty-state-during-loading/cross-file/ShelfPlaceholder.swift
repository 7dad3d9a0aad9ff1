import SwiftUI

// The app's own empty state, shown by screens in other files: the test that chooses it is
// there, and so is the load. Reported here, once, naming the first use that flashes.
struct ShelfPlaceholder: View {
  let title: LocalizedStringKey

  var body: some View {
    ContentUnavailableView(title, systemImage: "books.vertical") // expect: empty-state-during-loading
  }
}

// Its empty state shows only on some ways through its own body: the test that chooses it is
// its own, not its callers'.
struct ShelfNotice: View {
  let needsShelf: Bool

  var body: some View {
    if needsShelf {
      ContentUnavailableView("Pick a Shelf", systemImage: "books.vertical", description: Text("Choose a shelf to see its books."))
    } else {
      Text("Shelf")
    }
  }
}
