import SwiftUI

struct AccountScreen: View {
  var body: some View {
    Form {
      Section("Devices") {
        DeviceList()
      }
      // The nested view of this file's own namespace, not QueueStatus.swift's top-level view of
      // the same name: within AccountScreen, `QueueStatus` means `AccountScreen.QueueStatus`.
      QueueStatus()
    }
  }
}

extension AccountScreen {
  struct QueueStatus: View {
    var body: some View {
      Text("Queue idle")
    }
  }
}
