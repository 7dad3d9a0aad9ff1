import SwiftUI

// Rows written in text, rows under #if, calls spread over many lines, wrappers, suppressions.

struct PantryView: View {
  let shelves: [PantryShelf]
  let expiring: [String]

  /// Never write `List { ContentUnavailableView("Empty Pantry", systemImage: "cabinet") }`.
  static let antiPattern = "List { ContentUnavailableView(\"Empty Pantry\", systemImage: \"cabinet\") }"
  static let block = """
    Form {
      Section { ContentUnavailableView("Empty Pantry", systemImage: "cabinet") }
    }
    """
  static let raw = #"ForEach(shelves) { _ in ContentUnavailableView("Empty Pantry", systemImage: "cabinet") }"#
  static let finder = /List \{ ContentUnavailableView/
  static let extendedFinder = #/Section \{\s*ContentUnavailableView\(/#

  func describe(_ count: Int) -> String {
    "\(count) rows in List { \(count == 0 ? "ContentUnavailableView(\"Empty\")" : "rows") }"
  }

  // List { ContentUnavailableView("Empty Pantry", systemImage: "cabinet") }
  /* Section {
       ContentUnavailableView("Empty Pantry", systemImage: "cabinet")
       /* Form { ContentUnavailableView("Empty Pantry", systemImage: "cabinet") } */
     } */

  var body: some View {
    List {
      #if os(iOS)
        if shelves.isEmpty {
          ContentUnavailableView("Empty Pantry", systemImage: "cabinet", description: Text("Scan groceries to stock your shelves.")) // expect: empty-state-in-list-row
        }
      #elseif os(macOS)
        if shelves.isEmpty {
          ContentUnavailableView("Empty Pantry", systemImage: "cabinet", description: Text("Drop a receipt here to stock up.")) // expect: empty-state-in-list-row
        }
      #else
        ContentUnavailableView("Pantry Unsynced", systemImage: "cabinet", description: Text("Open the app on iPhone to sync shelves.")) // expect: empty-state-in-list-row
      #endif
      Section {
        if expiring.isEmpty {
          ContentUnavailableView( // expect: empty-state-in-list-row
            "Nothing Expiring",
            systemImage:
              "leaf",
            description: Text(
              "Items close to their date appear here."
            )
          )
          .padding(
            .vertical
          )
        }
      } header: {
        Text("Expiring Soon")
      }
      ForEach(shelves) { shelf in
        Section(shelf.name) {
          if shelf.items.isEmpty {
            ShelfEmptyNote(shelf: shelf.name)
          } else {
            ForEach(shelf.items, id: \.self) { Text($0) }
          }
        }
      }
    }
    .listStyle(
      .plain
    )
    .overlay {
      if shelves.isEmpty && expiring.isEmpty {
        ContentUnavailableView(
          "Empty Pantry",
          systemImage: "cabinet",
          description: Text("Scan groceries to stock your shelves.")
        )
      }
    }
  }
}

struct ShelfEmptyNote: View {
  let shelf: String

  var body: some View {
    VStack {
      ContentUnavailableView("Empty Shelf", systemImage: "square.stack.3d.up", description: Text("Move items onto \(shelf) to see them.")) // expect: empty-state-in-list-row
    }
  }
}

struct ComputedWrapperView: View {
  let entries: [String]

  var body: some View {
    VStack {
      Form {
        Section {
          if entries.isEmpty { emptyJournal }
        }
      }
      List(entries, id: \.self) { Text($0) }
        .overlay { if entries.isEmpty { journalOverlay } }
    }
  }

  var emptyJournal: some View {
    ContentUnavailableView("Blank Journal", systemImage: "book.closed", description: Text("Write a line about your day.")) // expect: empty-state-in-list-row
  }

  var journalOverlay: some View {
    ContentUnavailableView("Blank Journal", systemImage: "book", description: Text("Write a line about your day."))
  }
}

struct SuppressedRows: View {
  let drafts: [String]

  var body: some View {
    List {
      if drafts.isEmpty {
        // empty-states:disable-next-line empty-state-in-list-row -- a compact inline hint, reviewed
        ContentUnavailableView("No Drafts", systemImage: "doc", description: Text("Drafts you start are saved here."))
      }
      Section {
        // empty-states:disable-next-line copy-generic-title, empty-state-in-list-row
        ContentUnavailableView("Outbox Clear", systemImage: "paperplane", description: Text("Messages waiting to send appear here."))
      }
      // empty-states:disable empty-state-in-list-row
      Section {
        ContentUnavailableView("Sent Folder", systemImage: "paperplane.fill", description: Text("Everything you send is kept here."))
      }
    }
  }
}

struct PantryShelf: Identifiable {
  let id: UUID
  let name: String
  let items: [String]
}
