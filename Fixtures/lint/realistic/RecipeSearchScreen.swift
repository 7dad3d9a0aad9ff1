import SwiftUI

// A recipe app: search across recipes, filter by course, and saved recipes.

struct Recipe: Identifiable, Hashable {
  let id: UUID
  var name: String
  var course: Course
  var minutes: Int
  var isSaved: Bool
}

enum Course: String, CaseIterable, Identifiable {
  case starter, main, dessert
  var id: Self { self }
  var title: LocalizedStringKey {
    switch self {
    case .starter: "Starters"
    case .main: "Mains"
    case .dessert: "Desserts"
    }
  }
}

struct RecipeSearchScreen: View {
  let recipes: [Recipe]
  @State private var query = ""
  @State private var course: Course?
  @State private var showsSavedOnly = false

  var body: some View {
    NavigationStack {
      List(filtered) { recipe in
        RecipeRow(recipe: recipe)
      }
      .navigationTitle("Recipes")
      .searchable(text: $query, prompt: Text("Dish or ingredient"))
      .toolbar {
        ToolbarItem {
          Menu("Course", systemImage: "line.3.horizontal.decrease.circle") {
            Picker("Course", selection: $course) {
              Text("All").tag(Course?.none)
              ForEach(Course.allCases) { Text($0.title).tag(Course?.some($0)) }
            }
            Toggle("Saved Only", isOn: $showsSavedOnly)
          }
        }
      }
      .overlay { overlay }
    }
  }

  @ViewBuilder
  private var overlay: some View {
    let trimmedQuery = query.trimmingCharacters(in: .whitespaces)
    if recipes.isEmpty {
      ContentUnavailableView("No Recipes Yet", systemImage: "fork.knife", description: Text("Add a recipe or import one from the web."))
    } else if showsSavedOnly && savedRecipes.isEmpty {
      ContentUnavailableView.search // expect: search-without-query
    } else if !trimmedQuery.isEmpty && filtered.isEmpty {
      ContentUnavailableView.search(text: trimmedQuery)
    } else if let course, filtered.isEmpty {
      ContentUnavailableView(String(format: "No %@", course.rawValue), systemImage: "fork.knife.circle") // expect: unlocalized-title
    }
  }

  private var savedRecipes: [Recipe] {
    recipes.filter(\.isSaved)
  }

  private var filtered: [Recipe] {
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    return recipes.filter { recipe in
      (course == nil || recipe.course == course)
        && (!showsSavedOnly || recipe.isSaved)
        && (trimmed.isEmpty || recipe.name.localizedCaseInsensitiveContains(trimmed))
    }
  }
}

struct RecipeRow: View {
  let recipe: Recipe

  var body: some View {
    HStack {
      VStack(alignment: .leading) {
        Text(recipe.name).font(.headline)
        Text("\(recipe.minutes) min").font(.caption).foregroundStyle(.secondary)
      }
      Spacer()
      if recipe.isSaved {
        Image(systemName: "bookmark.fill").foregroundStyle(.tint)
      }
    }
  }
}

#Preview {
  RecipeSearchScreen(recipes: [])
}
