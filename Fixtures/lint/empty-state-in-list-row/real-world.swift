import SwiftUI

// A row view previewed inside a `List` is placed there for the canvas only; the app's own
// placement still counts.

struct SyncStatusSection: View {
  let status: SyncStatus?

  var body: some View {
    Section("Sync") {
      if let status {
        LabeledContent("Last sync", value: status.summary)
      } else {
        ContentUnavailableView("Never Synced", systemImage: "arrow.triangle.2.circlepath") // expect: empty-state-in-list-row
      }
    }
  }
}

struct BackupNotice: View {
  var body: some View {
    ContentUnavailableView("No Backups", systemImage: "externaldrive")
  }
}

#Preview {
  List {
    BackupNotice()
  }
}

struct BackupNotice_Previews: PreviewProvider {
  static var previews: some View {
    Form {
      BackupNotice()
    }
  }
}
