import SwiftUI

// What a list presents is not its content: an overlay or background on the list (also after a
// chain of modifiers, some of them only for one system), the screen a row's NavigationLink
// pushes, and a branch shown instead of the list.

struct ActivityLogView: View {
  let entries: [String]
  let isLoading: Bool
  var loadMore: () -> Void = {}

  var body: some View {
    List {
      ForEach(entries, id: \.self) { entry in
        Text(entry)
      }
      if !entries.isEmpty {
        ProgressView()
          .onAppear(perform: loadMore)
      }
    }
    .navigationTitle("Activity")
    #if os(iOS)
      .toolbarTitleDisplayMode(.inline)
    #endif
    .refreshable { loadMore() }
    .overlay {
      if isLoading && entries.isEmpty {
        ProgressView("Loading activity…")
      } else if entries.isEmpty {
        ContentUnavailableView("No Activity", systemImage: "clock", description: Text("What you do in shared spaces appears here."))
      }
    }
  }
}

struct ArchivedChatsView: View {
  let chats: [String]

  var body: some View {
    List(chats, id: \.self) { Text($0) }.overlay(alignment: .center, content: {
      if chats.isEmpty {
        ContentUnavailableView("No Archived Chats", systemImage: "archivebox", description: Text("Archive a chat to tidy your inbox."))
      }
    })
  }
}

struct TablesBrowser: View {
  let tables: [String]

  var body: some View {
    List {
      Section("Tables (\(tables.count))") {
        ForEach(tables, id: \.self) { table in
          NavigationLink(destination: TableRowsView(table: table)) {
            Label(table, systemImage: "tablecells")
          }
        }
      }
      Section("Tools") {
        NavigationLink {
          EmptyTrashScreen()
        } label: {
          Label("Trash", systemImage: "trash")
        }
        NavigationLink("Exports") {
          ContentUnavailableView("No Exports", systemImage: "square.and.arrow.up", description: Text("Exported tables are kept here for a week."))
        }
        NavigationLink(destination: {
          ContentUnavailableView("No Imports", systemImage: "square.and.arrow.down", description: Text("Drop a file on the window to import it."))
        }) {
          Label("Imports", systemImage: "tray.and.arrow.down")
        }
      }
    }
  }
}

// Pushed by the browser's rows: a screen of its own, not a row.
struct TableRowsView: View {
  let table: String
  @State private var rows: [String] = []

  var body: some View {
    List(rows, id: \.self) { Text($0) }
      .navigationTitle(table)
      .overlay {
        if rows.isEmpty {
          ContentUnavailableView("Table Empty", systemImage: "tray", description: Text("No records in \(table) yet."))
        }
      }
  }
}

struct EmptyTrashScreen: View {
  var body: some View {
    ContentUnavailableView("Trash Is Empty", systemImage: "trash", description: Text("Deleted tables stay here for 30 days."))
  }
}

enum InboxState {
  case empty
  case loaded([String])
}

struct InboxStateView: View {
  let state: InboxState

  var body: some View {
    switch state {
    case .empty:
      ContentUnavailableView("Inbox Zero", systemImage: "tray", description: Text("New messages arrive here."))
    case .loaded(let messages):
      List(messages, id: \.self) { Text($0) }
    }
  }
}

// A NavigationLink's label is what the row shows: an empty state there is in the row.
struct SavedSearchesView: View {
  let searches: [String]

  var body: some View {
    List {
      NavigationLink(value: "saved") {
        if searches.isEmpty {
          ContentUnavailableView("No Saved Searches", systemImage: "magnifyingglass", description: Text("Save a search to run it again in one tap.")) // expect: empty-state-in-list-row
        } else {
          Text("\(searches.count) saved searches")
        }
      }
    }
  }
}
