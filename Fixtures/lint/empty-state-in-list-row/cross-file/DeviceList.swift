import SwiftUI

// Shows the namespace's view at its root; it is no list itself, but AccountScreen.swift places
// it in a Form, so whatever its root shows is a row there.
struct DeviceList: View {
  var body: some View {
    if SyncEngine.isConfigured {
      Text("Devices")
    } else {
      SyncEngine.SetupNeeded()
        .frame(maxWidth: .infinity)
    }
  }
}
