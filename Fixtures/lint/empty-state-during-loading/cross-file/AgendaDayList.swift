import SwiftUI

// Views given their rows by AgendaScreen.swift: whether they flash depends on how the caller
// fills and places them.

struct AgendaDayList: View {
  let appointments: [String]

  var body: some View {
    if appointments.isEmpty {
      ContentUnavailableView("No Appointments", systemImage: "calendar") // expect: empty-state-during-loading
    } else {
      List(appointments, id: \.self) { Text($0) }
    }
  }
}

struct AgendaReminderList: View {
  @Binding var reminders: [String]

  var body: some View {
    if reminders.isEmpty {
      ContentUnavailableView("No Reminders", systemImage: "bell")
    } else {
      List(reminders, id: \.self) { Text($0) }
    }
  }
}

// Given by no caller of the run: nothing says when its value arrives.
struct AgendaTagList: View {
  let tags: [String]

  var body: some View {
    if tags.isEmpty {
      ContentUnavailableView("No Tags", systemImage: "tag")
    } else {
      List(tags, id: \.self) { Text($0) }
    }
  }
}
