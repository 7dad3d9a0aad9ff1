import EmptyStatesUI
import SwiftUI

struct Recipe: Identifiable, Sendable {
  var id: Int
  var title: String
}

struct RecipeRow: View {
  var recipe: Recipe
  var body: some View { Text(recipe.title) }
}

struct RecipesView: View {
  var favourites: [Recipe]
  var recent: [Recipe]

  var body: some View {
    // snippet: swiftui-section
    List {
      Section("Favourites") {
        if favourites.isEmpty {
          EmptyStateRow(
            "No Favourites Yet", systemImage: "star",
            description: Text("Recipes you star appear here."))
        } else {
          ForEach(favourites) { RecipeRow(recipe: $0) }
        }
      }
      Section("Recent") {
        ForEach(recent) { RecipeRow(recipe: $0) }
      }
    }
    // end snippet
  }
}
