import SwiftUI

// Every rule id the linter knows, in valid suppressions: nothing to report.

struct KnownRuleIds: View {
  var body: some View {
    VStack {
      // empty-states:disable-next-line empty-state-during-loading
      Text("During loading")
      // empty-states:disable-next-line empty-state-in-list-row
      Text("List row")
      // empty-states:disable-next-line accessibility-label-on-empty-state
      Text("Accessibility label")
      // empty-states:disable-next-line fixed-frame-on-empty-state
      Text("Fixed frame")
      // empty-states:disable-next-line unlocalized-title
      Text("Unlocalized title")
      // empty-states:disable-next-line search-without-query
      Text("Search without query")
      // empty-states:disable-next-line missing-availability-check
      Text("Availability")
      // empty-states:disable-next-line empty-state-as-loading
      Text("As loading")
      // empty-states:disable-next-line copy-title-too-long, copy-generic-title
      Text("Copy titles")
      // empty-states:disable-next-line copy-description-repeats-title, copy-raw-error-text
      Text("Copy descriptions")
      // empty-states:disable-next-line copy-no-way-forward -- reason text may mention bogus-rule freely
      Text("Copy actions")
    }
  }
}

// empty-states:disable empty-state-in-list-row, copy-generic-title -- legacy screens below
