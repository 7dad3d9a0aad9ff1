import SwiftUI

// The older spelling of the label, a label on the `.search` empty state, a label on a view
// that shows a wrapper of this file, and labels that keep the view's own reading: the iOS 18
// closure that appends to the existing label, and a label that is switched off.

struct LegacyTicketsView: View {
  let tickets: [String]

  var body: some View {
    if tickets.isEmpty {
      ContentUnavailableView("No Tickets", systemImage: "ticket", description: Text("Tickets you buy are kept here.")) // expect: accessibility-label-on-empty-state
        .accessibility(label: Text("Tickets empty"))
    } else {
      List(tickets, id: \.self) { Text($0) }
    }
  }
}

struct TrackSearchView: View {
  let results: [String]
  @State private var query = ""

  var body: some View {
    List(results, id: \.self) { Text($0) }
      .searchable(text: $query)
      .overlay {
        if !query.isEmpty, results.isEmpty {
          ContentUnavailableView.search // expect: accessibility-label-on-empty-state
            .accessibilityLabel("No tracks")
        }
      }
  }
}

struct NoFollowersCard: View {
  var body: some View {
    ContentUnavailableView("No Followers", systemImage: "person.2", description: Text("Share your profile to get followers.")) // expect: accessibility-label-on-empty-state
  }
}

// Shows the wrapper above at its root: a label on it replaces the empty state's reading too.
struct FollowersEmptyScreen: View {
  var body: some View {
    NoFollowersCard()
      .padding()
  }
}

struct FollowersView: View {
  let followers: [String]

  var body: some View {
    if followers.isEmpty {
      FollowersEmptyScreen()
        .accessibilityLabel("No followers")
    } else {
      List(followers, id: \.self) { Text($0) }
    }
  }
}

struct UnreadBadgeView: View {
  let unread: Int
  let messages: [String]

  var body: some View {
    if messages.isEmpty {
      ContentUnavailableView("No Messages", systemImage: "envelope", description: Text("Messages from your team arrive here."))
        .accessibilityLabel { label in
          if unread > 0 { Text("\(unread) unread") }
          label
        }
    } else {
      List(messages, id: \.self) { Text($0) }
    }
  }
}

struct DraftsView: View {
  let drafts: [String]

  var body: some View {
    if drafts.isEmpty {
      ContentUnavailableView("No Drafts", systemImage: "doc", description: Text("Drafts save as you type."))
        .accessibilityLabel("Drafts", isEnabled: false)
    } else {
      List(drafts, id: \.self) { Text($0) }
    }
  }
}
