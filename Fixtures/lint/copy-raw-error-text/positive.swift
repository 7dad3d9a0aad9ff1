import SwiftUI

// System error text pasted into the copy.

struct SyncFailedView: View {
  var retry: () -> Void = {}

  var body: some View {
    ContentUnavailableView { // expect: copy-raw-error-text
      Label("Sync Stopped", systemImage: "icloud")
    } description: {
      Text("Error Domain=NSURLErrorDomain Code=-1009 \"The Internet connection appears to be offline.\"")
    } actions: {
      Button("Try Again", action: retry)
    }
  }
}

struct ExportFailedView: View {
    var retry: () -> Void = {}

    var body: some View {
        ContentUnavailableView( // expect: copy-raw-error-text
            "Export Stopped",
            systemImage: "square.and.arrow.up",
            description: Text("The operation couldn’t be completed. (NSCocoaErrorDomain error 640.)")
        )
    }
}

struct ImportFailedView: View {
  var body: some View {
    ContentUnavailableView("Import Stopped", systemImage: "square.and.arrow.down", description: Text("The operation could not be completed because of an underlying error.")) // expect: copy-raw-error-text
  }
}
