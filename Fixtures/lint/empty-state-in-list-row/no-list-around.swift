import SwiftUI

// `Section` and `ForEach` make rows only inside a `List` or a `Form`. In a lazy stack (pinned
// section headers), a plain VStack or a grid they lay views out one after another, and an empty
// state there keeps its own layout.

struct TimelineScreen: View {
  let days: [TimelineDay]

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
        ForEach(days) { day in
          Section {
            if day.entries.isEmpty {
              ContentUnavailableView("Quiet Day", systemImage: "sun.max", description: Text("Nothing was logged on this day."))
            } else {
              ForEach(day.entries, id: \.self) { Text($0) }
            }
          } header: {
            Text(day.title).font(.headline)
          }
        }
      }
    }
  }
}

struct AlbumsGrid: View {
  let groups: [TimelineDay]

  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
        ForEach(groups) { group in
          VStack {
            Text(group.title)
            if group.entries.isEmpty {
              ContentUnavailableView("Empty Album", systemImage: "photo.on.rectangle", description: Text("Add photos to \(group.title)."))
            }
          }
        }
      }
    }
  }
}

struct ChecklistCard: View {
  let checklist: [String]

  var body: some View {
    VStack(alignment: .leading) {
      Section("Checklist") {
        if checklist.isEmpty {
          ContentUnavailableView("Nothing to Check", systemImage: "checklist", description: Text("Add the steps you follow before a trip."))
        }
      }
    }
  }
}

// A view whose body is a `Section`, placed by this file only in a stack: no row either.
struct PinnedNotesSection: View {
  let notes: [String]

  var body: some View {
    Section("Pinned") {
      if notes.isEmpty {
        ContentUnavailableView("No Pinned Notes", systemImage: "pin", description: Text("Pin a note to keep it on top."))
      }
    }
  }
}

struct NotesDashboard: View {
  let pinned: [String]

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        PinnedNotesSection(notes: pinned)
      }
    }
  }
}

struct TimelineDay: Identifiable {
  let id: Date
  let title: String
  let entries: [String]
}
