import SwiftUI

// Privacy settings: notification, location and camera permissions, each with its own state.

enum PermissionStatus: Equatable {
  case notDetermined
  case allowed
  case denied
}

@MainActor
@Observable
final class PermissionsModel {
  var notifications = PermissionStatus.notDetermined
  var location = PermissionStatus.notDetermined
  var camera = PermissionStatus.notDetermined
  var sendsWeeklySummary = true

  func refresh() async {
    notifications = await SystemPermissions.notifications()
    location = await SystemPermissions.location()
    camera = await SystemPermissions.camera()
  }

  func requestLocation() async {
    location = await SystemPermissions.requestLocation()
  }
}

struct PermissionsSettingsScreen: View {
  @State private var model = PermissionsModel()
  @Environment(\.openURL) private var openURL
  @State private var showsScanner = false

  var body: some View {
    NavigationStack {
      Form {
        Section {
          Toggle("Weekly Summary", isOn: $model.sendsWeeklySummary)
            .disabled(model.notifications != .allowed)
        } header: {
          Text("Notifications")
        } footer: {
          if model.notifications == .denied {
            Text("Notifications are off for this app in Settings.")
          }
        }

        Section("Location") {
          switch model.location {
          case .denied:
            ContentUnavailableView { // expect: empty-state-in-list-row
              Label("Location Off", systemImage: "location")
            } description: {
              Text("Turn on location to see nearby stores.")
            } actions: {
              Button("Open Settings", action: openSettings)
            }
          case .allowed:
            LabeledContent("Access", value: "While Using")
          case .notDetermined:
            Button("Allow Location") {
              Task { await model.requestLocation() }
            }
          }
        }

        Section("Camera") {
          Button("Scan a Receipt") { showsScanner = true }
        }
      }
      .sheet(isPresented: $showsScanner) {
        NavigationStack {
          ReceiptScanner(status: model.camera, openSettings: openSettings)
        }
      }
      .navigationTitle("Privacy")
      .task { await model.refresh() }
    }
  }

  private func openSettings() {
    if let url = URL(string: "app-settings:") {
      openURL(url)
    }
  }
}

struct ReceiptScanner: View {
  let status: PermissionStatus
  let openSettings: () -> Void

  var body: some View {
    Group {
      if status == .allowed {
        Color.black
          .overlay { Text("Point the camera at a receipt").foregroundStyle(.white) }
      } else {
        ContentUnavailableView {
          Label("Camera Access Needed", systemImage: "camera")
        } description: {
          Text("Allow camera access in Settings to scan receipts.")
        } actions: {
          Button("Open Settings", action: openSettings)
            .buttonStyle(.borderedProminent)
        }
      }
    }
    .navigationTitle("Scan")
  }
}

enum SystemPermissions {
  static func notifications() async -> PermissionStatus { .allowed }
  static func location() async -> PermissionStatus { .notDetermined }
  static func camera() async -> PermissionStatus { .denied }
  static func requestLocation() async -> PermissionStatus { .allowed }
}
