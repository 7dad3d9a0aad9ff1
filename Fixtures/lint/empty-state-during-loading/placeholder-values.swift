import SwiftUI
import UserNotifications

// An empty state chosen by a value the view starts with, which its load replaces with the real
// one only after a wait: "Notifications Disabled" for a status no one has read yet.

struct NotificationSettingsScreen: View {
  @State private var status: UNAuthorizationStatus = .notDetermined

  var body: some View {
    NavigationStack {
      if status == .notDetermined || status == .denied {
        ContentUnavailableView("Notifications Disabled", systemImage: "bell.slash", description: Text("Turn on notifications in Settings.")) // expect: empty-state-during-loading
      } else {
        Form { Text("New Article Alerts") }
      }
    }
    .task {
      status = await UNUserNotificationCenter.current().notificationSettings().authorizationStatus
    }
  }
}

struct AccountScreen: View {
  @State private var isSignedIn = false

  var body: some View {
    Group {
      if !isSignedIn {
        ContentUnavailableView("Sign In Required", systemImage: "person.crop.circle.badge.exclamationmark") // expect: empty-state-during-loading
      } else {
        Text("Account")
      }
    }
    .task { isSignedIn = await Session.shared.isSignedIn() }
  }
}

// The value it starts with does not choose the empty state.
struct CameraScreen: View {
  @State private var access: AccessState = .unknown

  var body: some View {
    Group {
      if access == .denied {
        ContentUnavailableView("No Camera Access", systemImage: "camera")
      } else {
        Text("Camera")
      }
    }
    .task { access = await CameraAccess.request() }
  }
}

// Read at once, before anything waits: the first frame the task changes already shows it.
struct LocationScreen: View {
  @State private var access: AccessState = .unknown

  var body: some View {
    Group {
      if access == .unknown {
        ContentUnavailableView("Location Off", systemImage: "location.slash")
      } else {
        Text("Nearby")
      }
    }
    .task { access = LocationAccess.current() }
  }
}

// A check that is still running guards it.
struct ContactsScreen: View {
  @State private var isChecking = true
  @State private var isAllowed = false

  var body: some View {
    Group {
      if isChecking {
        ProgressView()
      } else if !isAllowed {
        ContentUnavailableView("No Access to Contacts", systemImage: "person.2.slash")
      } else {
        Text("Contacts")
      }
    }
    .task {
      isAllowed = await ContactsAccess.request()
      isChecking = false
    }
  }
}

// A flag named for the load is a loading screen's, and one the user sets is no load's.
struct ReportScreen: View {
  @State private var hasLoadedReport = false
  @State private var showsArchived = false

  var body: some View {
    VStack {
      if !hasLoadedReport {
        ContentUnavailableView("No Report", systemImage: "doc.text")
      }
      if showsArchived {
        ContentUnavailableView("Archive Empty", systemImage: "archivebox")
      }
      Button("Archive") { showsArchived.toggle() }
    }
    .task { hasLoadedReport = await Reports.latest() != nil }
  }
}

enum AccessState { case unknown, denied, granted }

// A value type's own empty value (`.empty`) is where the data starts, as `[]` is.
struct DownloadsSnapshot: Equatable {
  static let empty = DownloadsSnapshot(books: [])
  var books: [String]
  var isEmpty: Bool { books.isEmpty }
}

struct OfflineShelfView: View {
  @State private var snapshot: DownloadsSnapshot = .empty

  var body: some View {
    Group {
      if snapshot.isEmpty {
        ContentUnavailableView("No Downloaded Books", systemImage: "arrow.down.circle") // expect: empty-state-during-loading
      } else {
        List(snapshot.books, id: \.self) { Text($0) }
      }
    }
    .task { snapshot = await OfflineLibrary.snapshot() }
  }
}

struct OfflineShelfSummary: View {
  @State private var snapshot = DownloadsSnapshot.empty

  var body: some View {
    Group {
      if snapshot.isEmpty {
        ContentUnavailableView("No Downloaded Books", systemImage: "arrow.down.circle") // expect: empty-state-during-loading
      } else {
        Text("\(snapshot.books.count) books")
      }
    }
    .task { snapshot = await OfflineLibrary.snapshot() }
  }
}
