import Observation
import SwiftUI

// A type's shared instance (`static let shared = Model()`) is that type's model wherever it is
// reached: through a property that holds it, or through `Model.shared` itself.

@MainActor
final class DownloadQueue: ObservableObject {
  static let shared = DownloadQueue()
  @Published var items: [String] = []
  @Published var isRefreshing = false

  func refresh() async {
    items = await DownloadService.pending()
  }

  func refreshShowingProgress() async {
    isRefreshing = true
    items = await DownloadService.pending()
    isRefreshing = false
  }
}

@MainActor @Observable
final class Timeline {
  private(set) static var current = Timeline()
  var posts: [String] = []

  func reload() async {
    posts = await TimelineService.posts()
  }
}

// Neither the type's own instance nor a model: a value its shared settings hold.
struct Settings {
  static let standard = Settings()
  var mutedWords: [String] = []
}

// The view's load reaches the queue through `DownloadQueue.shared`; its test reads the property.
struct QueueList: View {
  @ObservedObject private var queue = DownloadQueue.shared

  var body: some View {
    Group {
      if queue.items.isEmpty {
        ContentUnavailableView("Nothing Queued", systemImage: "arrow.down.circle") // expect: empty-state-during-loading
      } else {
        List(queue.items, id: \.self) { Text($0) }
      }
    }
    .task { await DownloadQueue.shared.refresh() }
  }
}

// Both the test and the load name `Timeline.current`.
struct TimelineScreen: View {
  var body: some View {
    Group {
      if Timeline.current.posts.isEmpty {
        ContentUnavailableView("No Posts Yet", systemImage: "text.bubble") // expect: empty-state-during-loading
      } else {
        List(Timeline.current.posts, id: \.self) { Text($0) }
      }
    }
    .task { await Timeline.current.reload() }
  }
}

// A parent that fills the shared queue while it places the list at once.
struct QueueOverview: View {
  var body: some View {
    QueueSummary()
      .task { await DownloadQueue.shared.refresh() }
  }
}

struct QueueSummary: View {
  private let queue = DownloadQueue.shared

  var body: some View {
    if queue.items.isEmpty {
      ContentUnavailableView("No Downloads", systemImage: "tray") // expect: empty-state-during-loading
    } else {
      Text("\(queue.items.count) queued")
    }
  }
}

// Guarded: the flag the load raises as it starts is checked first.
struct GuardedQueueList: View {
  @ObservedObject private var queue = DownloadQueue.shared

  var body: some View {
    Group {
      if queue.isRefreshing {
        ProgressView()
      } else if queue.items.isEmpty {
        ContentUnavailableView("Nothing Queued", systemImage: "arrow.down.circle")
      } else {
        List(queue.items, id: \.self) { Text($0) }
      }
    }
    .task { await DownloadQueue.shared.refreshShowingProgress() }
  }
}

// No load in this file fills the shared timeline: the app may have filled it long before.
struct TimelineBadge: View {
  var body: some View {
    if Timeline.current.posts.isEmpty {
      ContentUnavailableView("No Posts Yet", systemImage: "text.bubble")
    } else {
      Text("\(Timeline.current.posts.count)")
    }
  }
}

// `Settings.standard` is a value, not a model a load fills; the load here is the view's own
// unrelated fetch.
struct MutedWordsList: View {
  @State private var suggestions: [String] = ["spoilers"]

  var body: some View {
    Group {
      if Settings.standard.mutedWords.isEmpty {
        ContentUnavailableView("No Muted Words", systemImage: "speaker.slash")
      } else {
        List(Settings.standard.mutedWords, id: \.self) { Text($0) }
      }
    }
    .task { suggestions = await TimelineService.suggestions() }
  }
}
