// Seed 002: "Empty states" (on macOS). Its code samples in order, with
// `ContentUnavailableView` renamed `EmptyStateView`. Fragments sit in the smallest
// view that holds them and the state they declare.

import EmptyStatesUI
import SwiftUI

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

// A macOS sample: Table is macOS 12 and iPadOS 16, and not on tvOS or watchOS.
@available(macOS 12.0, iOS 16.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
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

// A macOS sample: Table (macOS 12, iPadOS 16) in a NavigationStack (macOS 13); not on tvOS or
// watchOS.
@available(macOS 13.0, iOS 16.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
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
