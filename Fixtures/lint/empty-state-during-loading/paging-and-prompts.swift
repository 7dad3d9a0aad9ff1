import SwiftUI

// The empty state linked to the right load: a row's `.onAppear` that pages in more items is not
// the first load of the list, and a prompt shown before any search is not "no items".

@MainActor
@Observable
final class TimelinePager {
  var posts: [TimelinePost] = []
  var isLoadingPage = false
  private var cursor: String?

  func loadNextPage() async {
    guard !isLoadingPage else { return }
    isLoadingPage = true
    let page = await TimelinePost.page(after: cursor)
    posts.append(contentsOf: page.posts)
    cursor = page.next
    isLoadingPage = false
  }
}

// The pager is given, already holding its first page; rows page in the rest.
struct TimelineList: View {
  let pager: TimelinePager

  var body: some View {
    List {
      ForEach(pager.posts) { post in
        Text(post.text)
          .onAppear {
            if post.id == pager.posts.last?.id {
              Task { await pager.loadNextPage() }
            }
          }
      }
    }
    .overlay {
      if pager.posts.isEmpty {
        ContentUnavailableView("No Posts", systemImage: "text.bubble", description: Text("Posts from people you follow appear here."))
      }
    }
  }
}

// The first page loads when the screen appears: that load is the one the test races.
struct TimelineScreen: View {
  @State private var pager = TimelinePager()

  var body: some View {
    List {
      ForEach(pager.posts) { post in
        Text(post.text)
          .task {
            if post.id == pager.posts.last?.id { await pager.loadNextPage() }
          }
      }
    }
    .overlay {
      if pager.posts.isEmpty {
        ContentUnavailableView("No Posts", systemImage: "text.bubble", description: Text("Posts from people you follow appear here.")) // expect: empty-state-during-loading
      }
    }
    .task { await pager.loadNextPage() }
  }
}

// Before any search the screen invites one; the results are only "none" once a query ran.
struct StationSearchView: View {
  @State private var query = ""
  @State private var stations: [String] = []
  @State private var isSearching = false

  var body: some View {
    NavigationStack {
      List(stations, id: \.self) { Text($0) }
        .overlay {
          if stations.isEmpty {
            if query.isEmpty {
              ContentUnavailableView("Find a Station", systemImage: "tram", description: Text("Search by name or line."))
            } else if !isSearching {
              ContentUnavailableView.search(text: query)
            }
          }
        }
        .searchable(text: $query)
        .task(id: query) {
          isSearching = true
          stations = await StationDirectory.search(query)
          isSearching = false
        }
    }
  }
}

struct PodcastDirectoryView: View {
  @State private var searchText = ""
  @State private var shows: [String] = []

  var body: some View {
    NavigationStack {
      Group {
        if searchText.isEmpty && shows.isEmpty {
          ContentUnavailableView("Search Podcasts", systemImage: "magnifyingglass", description: Text("Type a show, host or topic."))
        } else {
          List(shows, id: \.self) { Text($0) }
        }
      }
      .searchable(text: $searchText)
      .onSubmit(of: .search) {
        Task { shows = await PodcastDirectory.search(searchText) }
      }
    }
  }
}

struct TimelinePost: Identifiable {
  let id: String
  let text: String
  static func page(after cursor: String?) async -> (posts: [TimelinePost], next: String?) { ([], nil) }
}
enum StationDirectory { static func search(_ query: String) async -> [String] { [] } }
enum PodcastDirectory { static func search(_ text: String) async -> [String] { [] } }
