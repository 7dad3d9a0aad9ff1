import SwiftUI

// Dead ends in text, under #if, split over lines, and suppressed.

struct DeadEndCases: View {
  var retry: () -> Void = {}

  /// A bare `ContentUnavailableView("Offline", systemImage: "wifi.slash")` leaves people stuck.
  static let doc = "ContentUnavailableView(\"Offline\", systemImage: \"wifi.slash\")"
  static let block = """
    ContentUnavailableView("Sync Failed", systemImage: "exclamationmark.triangle")
    """
  static let raw = #"ContentUnavailableView("Declined", systemImage: "xmark.octagon")"#
  static let finder = /systemImage: "wifi\.slash"/
  static let extendedFinder = #/"exclamationmark\.triangle"/#

  func symbol(_ offline: Bool) -> String {
    "\(offline ? "wifi.slash" : "wifi")"
  }

  // ContentUnavailableView("Offline", systemImage: "wifi.slash")
  /* ContentUnavailableView("Sync Failed", systemImage: "exclamationmark.triangle")
     /* ContentUnavailableView("Declined", systemImage: "xmark.octagon") */ */

  var body: some View {
    VStack {
      #if os(iOS)
        ContentUnavailableView("Sync Stopped", systemImage: "exclamationmark.triangle", description: Text("Your edits are safe on this iPhone.")) // expect: copy-no-way-forward
      #elseif os(macOS)
        ContentUnavailableView("Sync Stopped", systemImage: "wifi.slash", description: Text("Your edits are safe on this Mac.")) // expect: copy-no-way-forward
      #else
        ContentUnavailableView {
          Label("Sync Stopped", systemImage: "exclamationmark.triangle")
        } description: {
          Text("Your edits are safe on this device.")
        } actions: {
          Button("Try Again", action: retry)
        }
      #endif
      ContentUnavailableView( // expect: copy-no-way-forward
        "Order Canceled",
        systemImage:
          "xmark.octagon",
        description: Text(
          "The seller canceled this order."
        )
      )
      // empty-states:disable-next-line copy-no-way-forward -- a read-only kiosk has nowhere to go
      ContentUnavailableView("Kiosk Offline", systemImage: "wifi.slash", description: Text("Ask a staff member for help."))
      // empty-states:disable-next-line copy-generic-title, copy-no-way-forward
      ContentUnavailableView("Printer Jammed", systemImage: "exclamationmark.triangle", description: Text("Clear the paper tray."))
      // empty-states:disable copy-no-way-forward
      ContentUnavailableView("Scanner Offline", systemImage: "xmark.octagon", description: Text("Plug the scanner back in."))
    }
  }
}
