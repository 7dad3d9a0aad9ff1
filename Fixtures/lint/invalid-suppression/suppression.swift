import SwiftUI

// Valid suppressions silence real findings; invalid ones are findings themselves and silence
// nothing they name.

struct LegacySettingsView: View {
  let devices: [String]
  @State private var items: [String] = []
  @State private var query = ""
  let deviceName: String

  var body: some View {
    Form {
      Section("Devices") {
        if devices.isEmpty {
          // empty-states:disable-next-line empty-state-in-list-row, empty-state-during-loading -- an inline hint in a settings form
          ContentUnavailableView("No Devices", systemImage: "laptopcomputer", description: Text("Sign in on another device to list it."))
        }
      }
      Section {
        // empty-states:disable-next-line unlocalized-title, empty-state-in-list-row -- device names are never translated
        ContentUnavailableView(deviceName, systemImage: "iphone", description: Text("This device keeps its own settings."))
      }
    }
    .overlay {
      if items.isEmpty {
        // empty-states:disable-next-line empty-state-during-loading, search-without-query
        ContentUnavailableView.search(text: query)
      }
    }
    .searchable(text: $query)
    .task { items = await SettingsStore.items() }
  }
}

// empty-states:disable-next-line empty-state-in-list-rwo -- expect: invalid-suppression
struct TypoView: View {
  var body: some View {
    // empty-states:disable copy-generic-title, copy-no-way-forward -- legacy error screens below
    ContentUnavailableView("Error", systemImage: "exclamationmark.triangle", description: Text("The legacy exporter failed."))
  }
}

enum SettingsStore { static func items() async -> [String] { [] } }
