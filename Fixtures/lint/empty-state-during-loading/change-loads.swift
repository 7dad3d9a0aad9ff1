import SwiftData
import SwiftUI

// Loads that run when a value changes — a search as the user types, a folder picked — leave the
// empty state their test chooses on screen until they land, as an appearance's load does.

struct RecipeSearchScreen: View {
  @State private var query = ""
  @State private var results: [String] = []

  var body: some View {
    NavigationStack {
      List(results, id: \.self) { Text($0) }
        .overlay {
          if !query.isEmpty && results.isEmpty {
            ContentUnavailableView.search(text: query) // expect: empty-state-during-loading
          }
        }
        .searchable(text: $query)
        .onChange(of: query) { _, newValue in
          Task {
            try? await Task.sleep(for: .milliseconds(300))
            results = await RecipeAPI.search(newValue)
          }
        }
    }
  }
}

// Filtered on the spot: nothing to wait for.
struct PantrySearchScreen: View {
  let pantry: [String]
  @State private var query = ""
  @State private var matches: [String] = []

  var body: some View {
    List(matches, id: \.self) { Text($0) }
      .overlay {
        if !query.isEmpty && matches.isEmpty {
          ContentUnavailableView.search(text: query)
        }
      }
      .searchable(text: $query)
      .onChange(of: query) { _, newValue in
        matches = pantry.filter { $0.localizedCaseInsensitiveContains(newValue) }
      }
  }
}

// A search that says it is running, from the moment the text changes.
struct ForumSearchScreen: View {
  @State private var query = ""
  @State private var threads: [String] = []
  @State private var isSearching = false

  var body: some View {
    List(threads, id: \.self) { Text($0) }
      .overlay {
        if isSearching {
          ProgressView()
        } else if !query.isEmpty && threads.isEmpty {
          ContentUnavailableView.search(text: query)
        }
      }
      .searchable(text: $query)
      .onChange(of: query) { _, newValue in
        isSearching = true
        Task {
          threads = await ForumAPI.search(newValue)
          isSearching = false
        }
      }
  }
}

// The displayed rows follow a model's rows through .onChange; the model's rows arrive from the
// task's request, so the displayed ones do too, even though the action copies them at once.
@MainActor
@Observable
final class DownloadQueue {
  var tasks: [String: [String]] = [:]

  func fetch() async {
    for client in await DownloadAPI.clients() {
      tasks[client] = await DownloadAPI.tasks(of: client)
    }
  }
}

struct DownloadsScreen: View {
  @State private var queue = DownloadQueue()
  @State private var rows: [String] = []

  var body: some View {
    List(rows, id: \.self) { Text($0) }
      .overlay {
        if rows.isEmpty {
          ContentUnavailableView("No Downloads", systemImage: "arrow.down.circle") // expect: empty-state-during-loading
        }
      }
      .onChange(of: queue.tasks, updateRows)
      .task { await queue.fetch() }
  }

  private func updateRows() {
    rows = queue.tasks.values.flatMap { $0 }.sorted()
  }
}

// The scene's phase changes when the app comes back to the front, long after the first frame;
// the rows the store keeps are on screen by then. Its sync is no load the empty state waits for.
@Model
final class SubscribedFeed {
  var title: String
  init(title: String) { self.title = title }
}

struct FeedSidebar: View {
  @Environment(\.scenePhase) private var scenePhase
  @Environment(\.modelContext) private var modelContext
  @Query private var feeds: [SubscribedFeed]

  var body: some View {
    List(feeds) { Text($0.title) }
      .overlay {
        if feeds.isEmpty {
          ContentUnavailableView("No Feeds", systemImage: "dot.radiowaves.left.and.right")
        }
      }
      .onChange(of: scenePhase) { _, phase in
        guard phase == .active else { return }
        Task { await sync() }
      }
  }

  private func sync() async {
    for title in await FeedAPI.titles() {
      modelContext.insert(SubscribedFeed(title: title))
    }
  }
}
