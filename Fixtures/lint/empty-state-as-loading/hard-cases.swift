import SwiftUI

// "Loading" in text, under #if, split over lines, in branches, and suppressed.

struct PodcastLoadingView: View {
  @State private var isLoading = false

  /// Never `ContentUnavailableView("Loading…", systemImage: "hourglass")`; use `ProgressView()`.
  static let doc = "ContentUnavailableView(\"Loading…\", systemImage: \"hourglass\")"
  static let block = """
    if isLoading {
      ContentUnavailableView("Loading Episodes", systemImage: "headphones")
    }
    """
  static let raw = #"ContentUnavailableView("Loading", systemImage: "hourglass")"#
  static let finder = /ContentUnavailableView\("Loading/
  static let extendedFinder = #/"Loading…"/#

  func status(_ done: Int) -> String {
    "\(done == 0 ? "ContentUnavailableView(\"Loading…\")" : "Loaded \(done)")"
  }

  // ContentUnavailableView("Loading…", systemImage: "hourglass")
  /* if isLoading { ContentUnavailableView("Loading Episodes", systemImage: "headphones") }
     /* ContentUnavailableView("Loading", systemImage: "hourglass") */ */

  var body: some View {
    VStack {
      #if os(iOS)
        ContentUnavailableView("Loading Episodes", systemImage: "headphones") // expect: empty-state-as-loading
      #elseif os(watchOS)
        ContentUnavailableView("Loading…", systemImage: "headphones") // expect: empty-state-as-loading
      #else
        ContentUnavailableView("Podcasts", systemImage: "headphones", description: Text("Loading shows from your library.")) // expect: empty-state-as-loading
      #endif
      ContentUnavailableView( // expect: empty-state-as-loading
        "Your Queue",
        systemImage: "list.bullet",
        description:
          Text(
            "Loading the next episodes…"
          )
      )
      if isLoading {
        ContentUnavailableView { // expect: empty-state-as-loading
          Label("Syncing Shows", systemImage: "arrow.triangle.2.circlepath")
        } description: {
          Text("Your subscriptions arrive in a moment.")
        }
      } else {
        ContentUnavailableView("No Shows", systemImage: "headphones", description: Text("Subscribe to a podcast to start listening."))
      }
      if !isLoading {
        ContentUnavailableView("Nothing Queued", systemImage: "text.line.first.and.arrowtriangle.forward", description: Text("Add an episode to play it next."))
      }
    }
  }
}

struct SuppressedLoading: View {
  var body: some View {
    VStack {
      // empty-states:disable-next-line empty-state-as-loading -- a static marketing screenshot
      ContentUnavailableView("Loading…", systemImage: "hourglass")
      // empty-states:disable-next-line empty-state-as-loading, copy-title-too-long
      ContentUnavailableView("Loading Library", systemImage: "books.vertical")
      // empty-states:disable empty-state-as-loading
      ContentUnavailableView("Loading Charts", systemImage: "chart.bar")
    }
  }
}
