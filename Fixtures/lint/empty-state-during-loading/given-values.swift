import SwiftUI

// A value the view is given, which the view that places it fills from its own load: the child's
// empty state shows until the parent's request lands, unless the parent guards the placement.

struct RotaScreen: View {
  @State private var shifts: [String] = []
  @State private var notes: [String] = []
  @State private var isLoadingNotes = true

  var body: some View {
    VStack {
      ShiftList(shifts: $shifts)
      if isLoadingNotes {
        ProgressView()
      } else {
        NotesList(notes: notes)
      }
    }
    .task {
      shifts = await RotaAPI.shifts()
      notes = await RotaAPI.notes()
      isLoadingNotes = false
    }
  }
}

struct ShiftList: View {
  @Binding var shifts: [String]

  var body: some View {
    if shifts.isEmpty {
      ContentUnavailableView("No Shifts", systemImage: "calendar") // expect: empty-state-during-loading
    } else {
      List(shifts, id: \.self) { Text($0) }
    }
  }
}

// Shown only once the notes have loaded.
struct NotesList: View {
  let notes: [String]

  var body: some View {
    if notes.isEmpty {
      ContentUnavailableView("No Notes", systemImage: "note.text")
    } else {
      List(notes, id: \.self) { Text($0) }
    }
  }
}

// Given by a caller no load of this file fills: nothing says when its value arrives.
struct TagList: View {
  let tags: [String]

  var body: some View {
    if tags.isEmpty {
      ContentUnavailableView("No Tags", systemImage: "tag")
    } else {
      List(tags, id: \.self) { Text($0) }
    }
  }
}
