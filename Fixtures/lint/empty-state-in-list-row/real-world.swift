import SwiftUI

// A row view previewed inside a `List` is placed there for the canvas only; the app's own
// placement still counts.

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
