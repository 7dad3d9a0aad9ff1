import EmptyStatesUI
import SwiftUI

// Titles of more than five words do not read at a glance.

struct SavedRecipesView: View {
  var body: some View {
    ContentUnavailableView("You Haven’t Saved Any Recipes Yet", systemImage: "bookmark", description: Text("Tap the bookmark on a recipe.")) // expect: copy-title-too-long
  }
}

struct UpcomingView: View {
    var body: some View {
        ContentUnavailableView { // expect: copy-title-too-long
            Label("There Are No Upcoming Events This Week", systemImage: "calendar")
        } description: {
            Text("Invitations you accept show up here.")
        }
    }
}

struct FriendsView: View {
  var body: some View {
    EmptyStateView("Looks like you don't have any friends", systemImage: "person.2", description: Text("Invite someone to share lists with.")) // expect: copy-title-too-long
  }
}

struct ListsView: View {
  var body: some View {
    ContentUnavailableView( // expect: copy-title-too-long
      "Create your very first shopping list",
      systemImage: "list.bullet.rectangle"
    )
  }
}
