import SwiftUI

// The callers of RetryPlaceholder, OfflineNotice and NoMatchesView.

struct EventsScreen: View {
  @State private var events: [String]?
  @State private var failed = false
  @State private var query = ""

  var body: some View {
    List {
      if failed {
        RetryPlaceholder(title: "Events Didn't Load") { failed = false }
      } else if let events {
        ForEach(events, id: \.self) { Text($0) }
      }
      Stories(isOffline: failed)
    }
    .searchable(text: $query)
    .overlay {
      if let events, events.isEmpty, !query.isEmpty {
        NoMatchesView()
      }
    }
  }
}

extension EventsScreen {
  struct Stories: View {
    let isOffline: Bool

    var body: some View {
      if isOffline {
        OfflineNotice()
      } else {
        Text("Stories")
      }
    }
  }
}
