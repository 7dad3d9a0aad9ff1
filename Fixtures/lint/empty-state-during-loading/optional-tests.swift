import SwiftUI

// Emptiness written through an optional or a count the code keeps: the same test as isEmpty.

struct TimelineView: View {
  @State private var posts: [String]? = []

  var body: some View {
    LazyVStack {
      if !(posts?.isEmpty ?? true) {
        ForEach(posts ?? [], id: \.self) { Text($0) }
      } else {
        ContentUnavailableView("No Posts", systemImage: "text.bubble") // expect: empty-state-during-loading
      }
    }
    .task { posts = try? await PostsAPI.latest() }
  }
}

struct FollowersView: View {
  @State private var followers: [String]?

  var body: some View {
    VStack {
      if (followers?.count ?? 0) > 0 {
        List(followers ?? [], id: \.self) { Text($0) }
      } else {
        ContentUnavailableView("No Followers", systemImage: "person.2") // expect: empty-state-during-loading
      }
    }
    .task { followers = await PostsAPI.followers() }
  }
}

struct BookmarksView: View {
  @State private var bookmarks: [String]?
  @State private var bookmarksCount = 0

  var body: some View {
    VStack {
      if (bookmarks ?? []).isEmpty {
        ContentUnavailableView("No Bookmarks", systemImage: "bookmark") // expect: empty-state-during-loading
      }
      if bookmarksCount == 0 {
        ContentUnavailableView("Nothing Saved", systemImage: "tray") // expect: empty-state-during-loading
      }
    }
    .task {
      let loaded = await PostsAPI.bookmarks()
      bookmarks = loaded
      bookmarksCount = loaded.count
    }
  }
}

// The same tests, with the load guarded.
struct MentionsView: View {
  @State private var mentions: [String]? = []
  @State private var isLoading = true

  var body: some View {
    VStack {
      if isLoading {
        ProgressView()
      } else if mentions?.isEmpty ?? true {
        ContentUnavailableView("No Mentions", systemImage: "at")
      }
    }
    .task {
      mentions = await PostsAPI.mentions()
      isLoading = false
    }
  }
}

// An earlier test of other data, with a closure in it: the empty state is still chosen by the
// data the load fills.
struct InboxView: View {
  @State private var failures: [Int] = []
  @State private var messages: [String] = []

  var body: some View {
    List {
      ForEach(messages, id: \.self) { Text($0) }
    }
    .overlay {
      if failures.filter({ $0 > 0 }).count > 0 {
        Text("Some mailboxes failed")
      } else if messages.isEmpty {
        ContentUnavailableView("No Messages", systemImage: "tray") // expect: empty-state-during-loading
      }
    }
    .task { messages = await PostsAPI.messages() }
  }
}
