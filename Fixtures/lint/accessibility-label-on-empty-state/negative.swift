import SwiftUI

// Identifiers, hints and labels on other views are fine; only a label on the empty state
// itself overrides its reading.

struct NotificationsView: View {
  let notices: [String]

  var body: some View {
    List(notices, id: \.self) { Text($0) }
      .accessibilityLabel("Notifications")
      .overlay {
        if notices.isEmpty {
          ContentUnavailableView("All Caught Up", systemImage: "bell", description: Text("New activity on your posts shows up here."))
            .accessibilityIdentifier("notifications.empty")
            .accessibilityHint("Pull down to check again")
        }
      }
  }
}

struct QueueView: View {
    let tracks: [String]
    var reload: () -> Void = {}

    var body: some View {
        if tracks.isEmpty {
            ContentUnavailableView {
                Label("Queue Empty", systemImage: "music.note")
                    .accessibilityAddTraits(.isHeader)
            } description: {
                Text("Songs you play next line up here.")
            } actions: {
                Button(action: reload) {
                    Image(systemName: "arrow.clockwise")
                }
                .accessibilityLabel("Reload queue")
            }
        } else {
            List(tracks, id: \.self) { Text($0) }
        }
    }
}

struct LegacyHint: View {
  var body: some View {
    VStack(spacing: 8) {
      Image(systemName: "tray").font(.largeTitle).accessibilityHidden(true)
      Text("Nothing Saved Yet").font(.headline)
      Text("Saved items wait for you here.")
    }
    .accessibilityElement(children: .combine)
    .accessibilityLabel("Nothing saved yet")
  }
}

struct QuietHoursView: View {
  let schedules: [String]

  var body: some View {
    Group {
      if schedules.isEmpty {
        ContentUnavailableView("No Quiet Hours", systemImage: "moon", description: Text("Set a schedule to silence alerts."))
      } else {
        List(schedules, id: \.self) { Text($0).accessibilityLabel("Schedule \($0)") }
      }
    }
    .accessibilityIdentifier("quiet-hours")
  }
}

// The label repeats the title and the description is read as the value: VoiceOver hears all of
// it. (The same label without the value loses the description: see positive.swift.)
struct MissingFixtureView: View {
  let address: String

  var body: some View {
    ContentUnavailableView(
      "No Snapshot Yet",
      systemImage: "camera",
      description: Text(address)
    )
    .accessibilityLabel("No snapshot yet")
    .accessibilityValue(address)
  }
}
