import SwiftUI

// A badge on an everyday symbol (`calendar.badge.exclamationmark`) does not make an empty day an
// error; an error symbol does.

struct DayLogView: View {
  let entries: [LogEntry]

  var body: some View {
    if entries.isEmpty {
      ContentUnavailableView("Nothing Logged", systemImage: "calendar.badge.exclamationmark", description: Text("Entries you finish on this day show up here."))
    } else {
      LogList(entries: entries)
    }
  }
}

struct UploadFailedView: View {
  var body: some View {
    ContentUnavailableView("Upload Failed", systemImage: "icloud.slash", description: Text("The photos stay on this device.")) // expect: copy-no-way-forward
  }
}
