import EmptyStatesUI
import SwiftUI

// Descriptions that say the title again instead of what to do next.

struct RecipeBoxEmptyView: View {
  var body: some View {
    ContentUnavailableView("No Recipes", systemImage: "fork.knife", description: Text("There are no recipes.")) // expect: copy-description-repeats-title
  }
}

struct FavoritesEmptyView: View {
    var body: some View {
        ContentUnavailableView( // expect: copy-description-repeats-title
            "No Favorites",
            systemImage: "star",
            description: Text("You have no favorites yet.")
        )
    }
}

struct ThreadsEmptyView: View {
  var body: some View {
    ContentUnavailableView { // expect: copy-description-repeats-title
      Label("No Messages", systemImage: "bubble.left")
    } description: {
      Text("No messages")
    }
  }
}

struct DownloadsEmptyView: View {
  var body: some View {
    EmptyStateView("No Downloads", systemImage: "arrow.down.circle", description: Text("No downloads available.")) // expect: copy-description-repeats-title
  }
}
