import SwiftUI

// Shadowed in AccountScreen.swift by a nested type of the same name: no file places this one
// in a list.
struct QueueStatus: View {
  let pending: [String]

  var body: some View {
    if pending.isEmpty {
      ContentUnavailableView("Queue Is Empty", systemImage: "tray")
    } else {
      Text("\(pending.count) pending")
    }
  }
}
