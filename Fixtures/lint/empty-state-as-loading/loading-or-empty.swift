import SwiftUI

// Which of the two loading rules a situation is: an empty state whose own copy says it is
// loading stands in for a spinner (as-loading, once); one that says "nothing here" while the load
// may still run flashes a false message (during-loading, not as-loading). A branch that needs
// the loading flag to be false is neither.

struct ConsoleLogView: View {
  @State private var lines: [String] = []

  var body: some View {
    List(lines, id: \.self) { Text($0) }
      .overlay {
        if lines.isEmpty {
          ContentUnavailableView("Loading Console…", systemImage: "terminal") // expect: empty-state-as-loading
        }
      }
      .task { lines = await ConsoleReader.recent() }
  }
}

struct CommentsView: View {
  @State private var comments: [String] = []

  var body: some View {
    List(comments, id: \.self) { Text($0) }
      .overlay {
        if comments.isEmpty {
          ContentUnavailableView("No Comments", systemImage: "text.bubble", description: Text("Be the first to comment.")) // expect: empty-state-during-loading
        }
      }
      .task { comments = await ConsoleReader.comments() }
  }
}

struct ActivityView: View {
  @State private var events: [String] = []
  @State private var loadingEvents = true

  var body: some View {
    Group {
      if !events.isEmpty {
        List(events, id: \.self) { Text($0) }
      } else if loadingEvents == false && events.isEmpty {
        ContentUnavailableView("No Activity", systemImage: "bolt.heart", description: Text("Likes and replies show up here."))
      } else if loadingEvents == true && events.isEmpty {
        ProgressView()
      }
    }
    .task {
      loadingEvents = true
      events = await ConsoleReader.comments()
      loadingEvents = false
    }
  }
}

struct DraftsView: View {
  @State private var drafts: [String] = []
  @State private var isLoading = true

  var body: some View {
    VStack {
      if isLoading == true {
        ContentUnavailableView("Drafts", systemImage: "doc", description: Text("Your drafts are on their way.")) // expect: empty-state-as-loading
      } else if isLoading != true, drafts.isEmpty {
        ContentUnavailableView("No Drafts", systemImage: "doc", description: Text("Drafts you save appear here."))
      }
    }
    .task {
      drafts = await ConsoleReader.comments()
      isLoading = false
    }
  }
}

// Shown when a search ran or runs: the results are there to show either way, and their own
// branches tell the search in progress from no results.
struct ChannelSearchView: View {
  @State private var query = ""
  @State private var results: [String] = []
  @State private var hasSearched = false
  @State private var isSearchLoading = false

  var body: some View {
    VStack {
      if hasSearched || isSearchLoading {
        searchResults
      }
    }
    .searchable(text: $query)
    .onSubmit(of: .search) {
      Task {
        isSearchLoading = true
        results = await ConsoleReader.comments()
        isSearchLoading = false
        hasSearched = true
      }
    }
  }

  @ViewBuilder
  private var searchResults: some View {
    if isSearchLoading && results.isEmpty {
      ProgressView()
    } else if results.isEmpty {
      ContentUnavailableView("No Channels", systemImage: "magnifyingglass", description: Text("Try another name or topic."))
    } else {
      List(results, id: \.self) { Text($0) }
    }
  }
}

enum ConsoleReader {
  static func recent() async -> [String] { [] }
  static func comments() async -> [String] { [] }
}
