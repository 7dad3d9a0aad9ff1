// Seed 002: "Empty states" (macOS design notes). Its code samples in order, with
// `ContentUnavailableView` renamed `EmptyStateView`, then tests. Fragments sit in the smallest
// view that holds them and the state they declare.

import EmptyStatesUI
import SwiftUI
import Testing

// MARK: - Sample 1: "An empty sidebar"

struct PlaylistSidebar: View {
  @State private var playlists: [String] = []

  var body: some View {
    List(playlists, id: \.self) { name in
      Label(name, systemImage: "music.note.list")
    }
    .overlay {
      if playlists.isEmpty {
        EmptyStateView {
          Label("No Playlists", systemImage: "music.note.list")
        } description: {
          Text("Playlists you make appear here.")
        } actions: {
          Button("New Playlist") {
            playlists.append("Untitled Playlist")
          }
        }
      }
    }
  }
}

// MARK: - Sample 2: "An empty table"

struct ContactsTable: View {
  @State private var contacts: [Contact] = []

  var body: some View {
    Table(contacts) {
      TableColumn("Name", value: \.name)
      TableColumn("Email", value: \.email)
    }
    .overlay {
      if contacts.isEmpty {
        EmptyStateView {
          Label("No Contacts", systemImage: "person.2")
        } description: {
          Text("Import a file or add someone by hand.")
        } actions: {
          Button("Import Contacts…") {}
        }
      }
    }
  }
}

// MARK: - Sample 3: "No search results"

struct Contact: Identifiable {
  let id = UUID()
  let name: String
  let email: String
}

struct ContactsView: View {
  let contacts: [Contact]
  @State private var searchText = ""

  private var results: [Contact] {
    contacts.filter { searchText.isEmpty || $0.name.localizedStandardContains(searchText) }
  }

  var body: some View {
    NavigationStack {
      Table(results) {
        TableColumn("Name", value: \.name)
        TableColumn("Email", value: \.email)
      }
      .overlay {
        if results.isEmpty {
          EmptyStateView.search(text: searchText)
        }
      }
      .searchable(text: $searchText)
    }
  }
}

// MARK: - Sample 4: "Nothing selected"

struct NoMessageSelected: View {
  var body: some View {
    EmptyStateView("No Message Selected", systemImage: "envelope")
  }
}

// MARK: - Sample 5: "Something went wrong"

struct PhotosLoadFailed: View {
  var body: some View {
    EmptyStateView {
      Label("Couldn't Load Photos", systemImage: "wifi.exclamationmark")
    } description: {
      Text("Check your internet connection, then try again.")
    } actions: {
      Button("Try Again") {}
        .buttonStyle(.borderedProminent)
    }
  }
}

// MARK: - Tests

@Suite struct Seed002MacEmptyStatesTests {
  @Test @MainActor func sidebarButtonFillsTheListAndTheEmptyStateGoes() {
    let view = PlaylistSidebar()
    let empty = _inspect(view)
    #expect(empty.showsEmptyState)
    #expect(empty.texts == ["No Playlists", "Playlists you make appear here.", "New Playlist"])

    #expect(empty.tapButton("New Playlist"))
    let filled = _inspect(view)
    #expect(!filled.showsEmptyState)
    #expect(filled.texts == ["Untitled Playlist"])
  }

  @Test @MainActor func emptyTableKeepsItsColumnHeadersUnderTheOverlay() throws {
    let node = _inspect(ContactsTable())
    let header = try #require(node.firstNode(_TableHeader.self))
    #expect(header.texts == ["Name", "Email"])
    #expect(node.all(_TableRowCells.self).isEmpty)
    #expect(node.showsEmptyState)
    #expect(node.texts.contains("No Contacts"))
    #expect(node.buttonTitles == ["Import Contacts…"])
  }

  @Test @MainActor func searchThatFindsNothingQuotesTheQueryAndClearingBringsRowsBack() {
    let view = ContactsView(contacts: [
      Contact(name: "Ana Lima", email: "ana@example.com"),
      Contact(name: "Bo Chen", email: "bo@example.com"),
    ])
    let all = _inspect(view)
    #expect(all.all(_TableRowCells.self).count == 2)
    #expect(all.texts.contains("bo@example.com"))
    #expect(!all.showsEmptyState)

    #expect(all.search("Zed"))
    let none = _inspect(view)
    #expect(none.all(_TableRowCells.self).isEmpty)
    #expect(none.firstNode(_TableHeader.self)?.texts == ["Name", "Email"])
    #expect(none.texts.contains { $0.contains("Zed") })

    none.search("Ana")
    let one = _inspect(view)
    #expect(!one.showsEmptyState)
    #expect(
      one.all(_TableRowCells.self).map(\._value).compactMap { $0 as? Contact }.map(\.name) == [
        "Ana Lima"
      ])
  }

  @Test @MainActor func nothingSelectedFillsTheDetailColumnWithoutActions() {
    let node = _inspect(
      NavigationSplitView {
        List(["Inbox"], id: \.self) { Text($0) }
      } detail: {
        NoMessageSelected()
      })
    #expect(node.texts == ["Inbox", "No Message Selected"])
    #expect(node.buttonTitles.isEmpty)
    #expect(node.all(Image.self).map(\._source).contains(.systemName("envelope")))
  }

  @Test @MainActor func failedLoadOffersAProminentTryAgain() {
    let node = _inspect(PhotosLoadFailed())
    #expect(
      node.texts == [
        "Couldn't Load Photos", "Check your internet connection, then try again.", "Try Again",
      ])
    #expect(
      node.modifiers(_ButtonStyleModifier.self).map(\.styleName)
        .contains("BorderedProminentButtonStyle"))
  }
}
