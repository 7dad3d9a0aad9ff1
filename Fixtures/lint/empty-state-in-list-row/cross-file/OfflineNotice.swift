import SwiftUI

// Shown at the root of EventsScreen.Stories, a view that screen places in its List.

struct OfflineNotice: View {
  var retry: () -> Void = {}

  var body: some View {
    ContentUnavailableView { // expect: empty-state-in-list-row
      Label("You're Offline", systemImage: "wifi.slash")
    } description: {
      Text("Stories load when you reconnect.")
    } actions: {
      Button("Try Again", action: retry)
    }
  }
}
