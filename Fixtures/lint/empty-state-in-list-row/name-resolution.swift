import SwiftUI

// `Section` in this file is the app's own card (a private typealias), not SwiftUI's: in a
// ScrollView or VStack it lays its content out as a card, and nothing in it is a row. Inside a
// SwiftUI `List`, the card is one row of the list, and what it holds is in that row.

private typealias Section = SettingsCard

struct SettingsCard<Content: View>: View {
  let title: LocalizedStringKey
  @ViewBuilder var content: Content

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title).font(.headline)
      content
    }
    .padding()
    .background(.background.secondary, in: .rect(cornerRadius: 12))
  }
}

struct DevicesSettingsView: View {
  let devices: [String]
  let keys: [String]

  var body: some View {
    ScrollView {
      VStack(spacing: 16) {
        Section(title: "Devices") {
          if devices.isEmpty {
            ContentUnavailableView("No Devices", systemImage: "laptopcomputer", description: Text("Sign in on another device to see it here."))
          } else {
            ForEach(devices, id: \.self) { Text($0) }
          }
        }
        Section(title: "Passkeys") {
          if keys.isEmpty {
            ContentUnavailableView("No Passkeys", systemImage: "person.badge.key", description: Text("Create a passkey to sign in without a password."))
          }
        }
      }
      .padding()
    }
  }
}

struct SessionsView: View {
  let sessions: [String]

  var body: some View {
    List {
      Section(title: "Active Sessions") {
        if sessions.isEmpty {
          ContentUnavailableView("No Sessions", systemImage: "desktopcomputer", description: Text("Devices signed in to your account appear here.")) // expect: empty-state-in-list-row
        }
        ForEach(sessions, id: \.self) { Text($0) }
      }
    }
  }
}
