import SwiftUI

// Used by EventsScreen.swift only in an overlay on its list: never a row.

struct NoMatchesView: View {
  var body: some View {
    ContentUnavailableView("No Matching Events", systemImage: "calendar.badge.exclamationmark", description: Text("Try another band or a wider date range."))
  }
}
