import SwiftUI

// The design system of this app declares its own `List` and `Form` (stacks styled as cards),
// and a `Sheet.Section` nested in an enum. Calls to them are calls to the app's types, not
// SwiftUI's: an empty state inside is no row. `SwiftUI.List` names SwiftUI's list explicitly.

struct List<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 12) { content }
        .padding(.horizontal)
    }
  }
}

enum Sheet {
  struct Form<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
      VStack(alignment: .leading, spacing: 20) { content }
        .padding()
    }
  }
}

struct RecipesScreen: View {
  let recipes: [String]

  var body: some View {
    List {
      if recipes.isEmpty {
        ContentUnavailableView("No Recipes", systemImage: "fork.knife", description: Text("Save a recipe from the web to cook it later."))
      } else {
        ForEach(recipes, id: \.self) { Text($0) }
      }
    }
  }
}

struct ShareRecipeSheet: View {
  let contacts: [String]

  var body: some View {
    Sheet.Form {
      Text("Share with").font(.headline)
      if contacts.isEmpty {
        ContentUnavailableView("No Contacts", systemImage: "person.2", description: Text("Allow access to contacts to share a recipe."))
      }
    }
  }
}

struct PantryScreen: View {
  let staples: [String]

  var body: some View {
    SwiftUI.List {
      if staples.isEmpty {
        ContentUnavailableView("No Staples", systemImage: "cabinet", description: Text("Mark what you always keep at home.")) // expect: empty-state-in-list-row
      }
      ForEach(staples, id: \.self) { Text($0) }
    }
  }
}
