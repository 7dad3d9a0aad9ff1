import SwiftUI

// Suppressions naming a rule the linter does not have.

struct MisspelledSuppressions: View {
  let rows: [String]

  var body: some View {
    List(rows, id: \.self) { Text($0) }
      .overlay {
        // empty-states:disable-next-line empty-state-in-list-rows -- expect: invalid-suppression
        if rows.isEmpty {
          ContentUnavailableView("No Rows", systemImage: "tablecells", description: Text("Import a file to add rows."))
        }
      }
  }
}

struct CoreRuleNames: View {
  var body: some View {
    VStack {
      // empty-states:disable-next-line loading-as-empty-state -- expect: invalid-suppression
      ContentUnavailableView("Podcasts", systemImage: "headphones", description: Text("Shows you follow appear here."))
      // empty-states:disable-next-line generic-title -- expect: invalid-suppression
      ContentUnavailableView("No Episodes", systemImage: "play.circle", description: Text("New episodes arrive every week."))
      // empty-states:disable-next-line bogus-rule -- expect: invalid-suppression
      Text("Podcasts")
      // empty-states:disable-next-line accessibility-label-on-empty-state, a11y-label -- expect: invalid-suppression
      ContentUnavailableView("No Stations", systemImage: "radio", description: Text("Tune in to add a station."))
    }
  }
}

// empty-states:disable no-such-rule -- expect: invalid-suppression
