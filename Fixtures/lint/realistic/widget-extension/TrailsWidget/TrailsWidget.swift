import SwiftUI
import WidgetKit

// The widget extension's own folder (a synchronized folder of the TrailsWidgetExtension target,
// iOS 16.4): the iOS 17 empty state is guarded.

struct NearbyTrailEntry: TimelineEntry {
  let date: Date
  let trailName: String?
  let conditions: TrailConditions?
}

struct NearbyTrailWidgetView: View {
  let entry: NearbyTrailEntry

  var body: some View {
    if let trailName = entry.trailName {
      VStack(alignment: .leading) {
        Text(trailName)
          .font(.headline)
        TrailConditionsCard(conditions: entry.conditions)
      }
    } else if #available(iOS 17, *) {
      ContentUnavailableView(
        "No Trails Nearby", systemImage: "location.slash",
        description: Text("Open Trails to choose a trail for this widget."))
    } else {
      Label("No Trails Nearby", systemImage: "location.slash")
    }
  }
}

@main
struct TrailsWidgetBundle: WidgetBundle {
  var body: some Widget {
    NearbyTrailWidget()
  }
}
