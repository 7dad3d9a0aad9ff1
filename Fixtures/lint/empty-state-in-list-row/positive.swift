import EmptyStatesUI
import SwiftUI

// The empty state placed as a row: in List or Form content, inside a Section or ForEach there or not.

struct RemindersListView: View {
  let reminders: [ReminderItem]

  var body: some View {
    List {
      if reminders.isEmpty {
        ContentUnavailableView("No Reminders", systemImage: "checklist", description: Text("Add a reminder with the plus button.")) // expect: empty-state-in-list-row
      } else {
        ForEach(reminders) { reminder in
          Text(reminder.title)
        }
      }
    }
  }
}

struct TeamSettingsView: View {
    let members: [String]
    @State private var teamName = ""

    var body: some View {
        Form {
            Section("Team") {
                TextField("Name", text: $teamName)
            }
            Section("Members") {
                if members.isEmpty {
                    ContentUnavailableView { // expect: empty-state-in-list-row
                        Label("No Members", systemImage: "person.3")
                    } description: {
                        Text("Invite people to work on this team.")
                    }
                } else {
                    ForEach(members, id: \.self) { Text($0) }
                }
            }
        }
    }
}

struct FolderSectionsView: View {
  let folders: [NoteFolder]

  var body: some View {
    List {
      ForEach(folders) { folder in
        Section(folder.name) {
          if folder.notes.isEmpty {
            EmptyStateView("No Notes", systemImage: "note.text", description: Text("Notes saved in this folder show up here.")) // expect: empty-state-in-list-row
          }
          ForEach(folder.notes, id: \.self) { Text($0) }
        }
      }
    }
  }
}

struct LabeledContentList: View {
  let labels: [String]
  @State private var selection: String?

  var body: some View {
    List(selection: $selection, content: {
      VStack(alignment: .leading) {
        Text("Labels").font(.headline)
        if labels.isEmpty {
          ContentUnavailableView("No Labels", systemImage: "tag", description: Text("Create a label to sort your mail.")) // expect: empty-state-in-list-row
        }
      }
      ForEach(labels, id: \.self) { Text($0).tag($0) }
    })
  }
}

enum ContactFilter { case all, favorites }

struct ContactGroupsView: View {
  let favorites: [String]
  var filter = ContactFilter.all

  var body: some View {
    List {
      Group {
        switch filter {
        case .all:
          Text("Everyone")
        case .favorites:
          if favorites.isEmpty {
            ContentUnavailableView("No Favorites", systemImage: "star", description: Text("Tap the star on a contact to pin it here.")) // expect: empty-state-in-list-row
          }
        }
      }
    }
  }
}

// Through a wrapper struct declared in this file: reported inside the wrapper.
struct EmptyPlaylistCard: View {
  var body: some View {
    ContentUnavailableView( // expect: empty-state-in-list-row
      "Empty Playlist",
      systemImage: "music.note.list",
      description: Text("Add songs from your library."))
  }
}

struct PlaylistView: View {
  let songs: [String]

  var body: some View {
    List {
      Section {
        if songs.isEmpty {
          EmptyPlaylistCard()
        }
        ForEach(songs, id: \.self) { Text($0) }
      }
    }
  }
}

// Through a computed property and a @ViewBuilder function of the same type.
struct BookmarksView: View {
  let bookmarks: [String]
  let readingList: [String]

  var body: some View {
    List {
      Section("Bookmarks") {
        if bookmarks.isEmpty {
          noBookmarks
        }
      }
      Section("Reading List") {
        if readingList.isEmpty {
          emptyReadingList()
        }
      }
    }
  }

  private var noBookmarks: some View {
    ContentUnavailableView("No Bookmarks", systemImage: "bookmark", description: Text("Bookmark a page to find it again quickly.")) // expect: empty-state-in-list-row
  }

  @ViewBuilder
  private func emptyReadingList() -> some View {
    ContentUnavailableView { // expect: empty-state-in-list-row
      Label("Reading List Empty", systemImage: "eyeglasses")
    } description: {
      Text("Save articles to read them offline.")
    }
  }
}

struct ReminderItem: Identifiable { let id: UUID; let title: String }
struct NoteFolder: Identifiable {
  let id: UUID
  let name: String
  let notes: [String]
}

// A view whose body is a `Section`, placed in a `Form` by this file: its content is a form row.
struct BackupStatusSection: View {
  let lastBackup: Date?

  var body: some View {
    Section("Backup") {
      if let lastBackup {
        LabeledContent("Last backup", value: lastBackup.formatted())
      } else {
        ContentUnavailableView("Never Backed Up", systemImage: "externaldrive.badge.timemachine") // expect: empty-state-in-list-row
      }
    }
  }
}

struct SyncSettingsForm: View {
  let lastBackup: Date?

  var body: some View {
    Form {
      BackupStatusSection(lastBackup: lastBackup)
      Section("Account") {
        Text("Signed in")
      }
    }
  }
}
