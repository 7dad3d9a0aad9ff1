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

// The data a failing `if let … , !….isEmpty` unwraps: its `else` runs while the load that fills
// it has not landed; and a computed list read through an optional service (`service?.items ??
// []`) is that service's list.
@Observable @MainActor
final class TrendsService {
  var links: [String]?
  var posts: [String] = []
  var isLoading = false

  func load() async {
    guard let token = await TrendsAuth.token() else { return }
    isLoading = true
    links = await TrendsAPI.links(token)
    posts = await TrendsAPI.posts(token)
    isLoading = false
  }
}

@Observable
final class TrendsServiceHolder {
  var service: TrendsService?
}

struct TrendingLinksView: View {
  @State private var service = TrendsService()

  var body: some View {
    Group {
      if let links = service.links, !links.isEmpty {
        List(links, id: \.self) { Text($0) }
      } else if service.isLoading {
        ProgressView()
      } else {
        ContentUnavailableView("No Trending Links", systemImage: "link") // expect: empty-state-during-loading
      }
    }
    .task { await service.load() }
  }
}

struct TrendingPostsView: View {
  @Environment(TrendsServiceHolder.self) private var holder

  private var service: TrendsService? { holder.service }
  private var posts: [String] { service?.posts ?? [] }

  var body: some View {
    Group {
      if !posts.isEmpty {
        List(posts, id: \.self) { Text($0) }
      } else if service?.isLoading == true {
        ProgressView()
      } else {
        ContentUnavailableView("No Trending Posts", systemImage: "text.bubble") // expect: empty-state-during-loading
      }
    }
    .task { await service?.load() }
  }
}
