import EmptyStatesUI
import SwiftUI

// An empty state used as a spinner: its copy says "Loading", or it is shown while loading.

struct SplashView: View {
  var body: some View {
    ContentUnavailableView("Loading…", systemImage: "hourglass") // expect: empty-state-as-loading
  }
}

struct RecipesLoadingView: View {
    var body: some View {
        ContentUnavailableView( // expect: empty-state-as-loading
            "Loading Recipes",
            systemImage: "fork.knife",
            description: Text("This only takes a moment.")
        )
    }
}

struct SyncingView: View {
  var body: some View {
    ContentUnavailableView { // expect: empty-state-as-loading
      Label("Loading", systemImage: "arrow.triangle.2.circlepath")
    } description: {
      Text("Your library syncs in the background.")
    }
  }
}

struct MailboxLoadingView: View {
  var body: some View {
    ContentUnavailableView("Inbox", systemImage: "tray", description: Text("Loading your messages…")) // expect: empty-state-as-loading
  }
}

struct GalleryView: View {
  @State private var isLoading = true
  @State private var photos: [String] = []

  var body: some View {
    Group {
      if isLoading {
        ContentUnavailableView("Fetching Photos", systemImage: "photo.stack", description: Text("Hang tight while the album syncs.")) // expect: empty-state-as-loading
      } else {
        List(photos, id: \.self) { Text($0) }
      }
    }
  }
}

final class FeedViewModel: ObservableObject {
  @Published var isLoading = false
  @Published var posts: [String] = []
}

struct FeedView: View {
  @ObservedObject var viewModel: FeedViewModel

  var body: some View {
    ZStack {
      List(viewModel.posts, id: \.self) { Text($0) }
      if viewModel.isLoading {
        EmptyStateView("Hold On", systemImage: "newspaper", description: Text("Fresh stories are on their way.")) // expect: empty-state-as-loading
      }
    }
  }
}
