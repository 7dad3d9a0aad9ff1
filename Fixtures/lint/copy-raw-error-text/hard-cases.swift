import SwiftUI

// Raw error text in strings and comments (not copy), under #if, split over lines, suppressed.

struct RawErrorCases: View {
  var retry: () -> Void = {}

  /// Logs may hold `Error Domain=NSURLErrorDomain Code=-1001`; the screen must not.
  static let logLine = "Error Domain=NSURLErrorDomain Code=-1001 \"The request timed out.\""
  static let block = """
    ContentUnavailableView("Upload Stopped", systemImage: "icloud", description: Text("The operation couldn’t be completed."))
    """
  static let raw = #"Text("Error Domain=NSCocoaErrorDomain Code=4")"#
  static let finder = /Error Domain=\w+ Code=-?\d+/
  static let extendedFinder = #/The operation couldn’t be completed/#

  func log(_ code: Int) -> String {
    "\(code < 0 ? "Error Domain=NSURLErrorDomain Code=\(code)" : "ok")"
  }

  // ContentUnavailableView("Upload Stopped", systemImage: "icloud", description: Text("Error Domain=NSURLErrorDomain"))
  /* Text("The operation couldn’t be completed.")
     /* Text("Error Domain=NSPOSIXErrorDomain Code=2") */ */

  var body: some View {
    VStack {
      #if os(iOS)
        ContentUnavailableView("Upload Stopped", systemImage: "icloud.and.arrow.up", description: Text("Error Domain=NSURLErrorDomain Code=-1005")) // expect: copy-raw-error-text
      #elseif os(macOS)
        ContentUnavailableView("Upload Stopped", systemImage: "icloud.and.arrow.up", description: Text("The operation couldn't be completed. (NSPOSIXErrorDomain error 28.)")) // expect: copy-raw-error-text
      #else
        ContentUnavailableView("Upload Paused", systemImage: "icloud.and.arrow.up", description: Text("Uploads continue on Wi-Fi."))
      #endif
      ContentUnavailableView { // expect: copy-raw-error-text
        Label(
          "Backup Stopped",
          systemImage: "externaldrive"
        )
      } description: {
        Text(
          "NSCocoaErrorDomain 513: you don’t have permission."
        )
      } actions: {
        Button("Try Again", action: retry)
      }
      // empty-states:disable-next-line copy-raw-error-text -- a developer diagnostics screen
      ContentUnavailableView("Diagnostics", systemImage: "stethoscope", description: Text("Error Domain=NSURLErrorDomain Code=-1009"))
      // empty-states:disable-next-line copy-no-way-forward, copy-raw-error-text
      ContentUnavailableView("Debug Log", systemImage: "ladybug", description: Text("The operation could not be completed."))
      // empty-states:disable copy-raw-error-text
      ContentUnavailableView("Crash Details", systemImage: "doc.text.magnifyingglass", description: Text("NSURLErrorDomain -1200"))
    }
  }
}
