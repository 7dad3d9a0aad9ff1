import SwiftUI

// In the project's "Shared" group (a group with no folder of its own) and compiled by both the
// app (iOS 17) and the widget extension (iOS 16.4): the widget's deployment target applies.

struct TrailConditions: Hashable {
  var summary: String
  var reportedAt: Date
}

struct TrailConditionsCard: View {
  let conditions: TrailConditions?

  var body: some View {
    if let conditions {
      VStack(alignment: .leading) {
        Text(conditions.summary)
          .font(.headline)
        Text(conditions.reportedAt, style: .relative)
          .foregroundStyle(.secondary)
      }
    } else {
      ContentUnavailableView( // expect: missing-availability-check
        "No Recent Reports", systemImage: "cloud.sun",
        description: Text("Hikers' reports from the last three days appear here."))
    }
  }
}
