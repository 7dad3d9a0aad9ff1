import SwiftUI

// A backup settings screen: a Form of sections, a pushed history screen with an overlay, a card
// of fixed height in a dashboard, and the app's own `Section` for its cards. Two pitfalls.

private typealias Section = BackupCard

struct BackupCard<Content: View>: View {
  let title: LocalizedStringKey
  @ViewBuilder var content: Content

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(title).font(.headline)
      content
    }
    .padding()
    .background(.background.secondary, in: .rect(cornerRadius: 14))
  }
}

struct BackupSettingsScreen: View {
  @State private var devices: [BackupDevice] = []
  @State private var includesPhotos = true

  var body: some View {
    Form {
      Toggle("Back Up Photos", isOn: $includesPhotos)
      Section(title: "Devices") {
        ForEach(devices) { device in
          NavigationLink(destination: BackupHistoryScreen(device: device)) {
            Text(device.name)
          }
        }
        if devices.isEmpty {
          ContentUnavailableView("No Devices", systemImage: "externaldrive.badge.questionmark", description: Text("Connect a drive to back up to it.")) // expect: empty-state-in-list-row
        }
      }
    }
    .navigationTitle("Backup")
  }
}

struct BackupHistoryScreen: View {
  let device: BackupDevice

  var body: some View {
    List(device.snapshots, id: \.self) { Text($0) }
      .navigationTitle(device.name)
      .overlay {
        if device.snapshots.isEmpty {
          ContentUnavailableView("No Snapshots", systemImage: "clock.arrow.circlepath", description: Text("Snapshots of \(device.name) appear after the first backup."))
        }
      }
  }
}

struct BackupDashboard: View {
  let devices: [BackupDevice]

  var body: some View {
    ScrollView {
      VStack(spacing: 16) {
        Section(title: "Last Backup") {
          VStack {
            if let last = devices.first?.snapshots.last {
              Text(last)
            } else {
              ContentUnavailableView("Never Backed Up", systemImage: "externaldrive", description: Text("Back up now to keep a copy of your library.")) // expect: fixed-frame-on-empty-state
            }
          }
          .frame(height: 120)
        }
        Section(title: "Storage") {
          VStack {
            StorageChart(devices: devices)
            if devices.isEmpty {
              ContentUnavailableView("No Storage", systemImage: "internaldrive", description: Text("Connect a drive to see its free space."))
            }
          }
          .frame(height: 220)
        }
      }
      .padding()
    }
  }
}

struct BackupDevice: Identifiable {
  let id: UUID
  let name: String
  let snapshots: [String]
}
