import SwiftUI

// The agenda screen fills its own state from a request when it appears and gives it to views
// declared in other files (AgendaDayList.swift): the one it places unguarded flashes its empty
// state until the request lands; the one it shows only once loaded does not.

struct AgendaScreen: View {
  @State private var appointments: [String] = []
  @State private var reminders: [String] = []
  @State private var isLoadingReminders = true

  var body: some View {
    VStack {
      AgendaDayList(appointments: appointments)
      if isLoadingReminders {
        ProgressView()
      } else {
        AgendaReminderList(reminders: $reminders)
      }
    }
    .task {
      appointments = await AgendaAPI.appointments()
      reminders = await AgendaAPI.reminders()
      isLoadingReminders = false
    }
  }
}

enum AgendaAPI {
  static func appointments() async -> [String] { [] }
  static func reminders() async -> [String] { [] }
}
