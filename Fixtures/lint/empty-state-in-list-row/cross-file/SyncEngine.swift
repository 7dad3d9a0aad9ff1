import SwiftUI

// A view nested in an extension of a namespace: other files place it as `SyncEngine.SetupNeeded()`.
enum SyncEngine {
  static var isConfigured: Bool { false }
}

extension SyncEngine {
  struct SetupNeeded: View {
    var body: some View {
      VStack {
        ContentUnavailableView("No Synced Devices", systemImage: "icloud", description: Text("Turn on sync to see your devices here.")) // expect: empty-state-in-list-row
        Button("Turn On Sync") {}
      }
    }
  }
}
