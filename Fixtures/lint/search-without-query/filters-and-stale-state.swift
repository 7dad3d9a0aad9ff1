import SwiftUI

// "No Results" whose emptiness comes from something other than the query: filters that hide
// everything while nothing is typed, and a "has searched" flag the field's clearing never resets
// (issue 24, class L). A literal, non-empty query is never empty.

enum Cuisine: String, CaseIterable { case thai, italian, mexican }

struct Restaurant: Identifiable {
  let id: Int
  var name: String
  var cuisine: Cuisine
  var isOpen: Bool
}

struct RestaurantFinder: View {
  let restaurants: [Restaurant]
  @State private var searchText = ""
  @State private var cuisine: Cuisine?
  @State private var openNow = false

  var body: some View {
    List(visible) { Text($0.name) }
      .searchable(text: $searchText)
      .overlay {
        if visible.isEmpty {
          // With nothing typed, the cuisine and "open now" filters can still hide everything.
          ContentUnavailableView.search(text: searchText) // expect: search-without-query
        }
      }
  }

  private var visible: [Restaurant] {
    restaurants.filter { restaurant in
      (cuisine == nil || restaurant.cuisine == cuisine)
        && (!openNow || restaurant.isOpen)
        && (searchText.isEmpty || restaurant.name.localizedCaseInsensitiveContains(searchText))
    }
  }
}

// The same filters, applied only once there is a query: with none, everything shows.
struct RestaurantBrowser: View {
  let restaurants: [Restaurant]
  @State private var searchText = ""
  @State private var cuisine: Cuisine?

  var body: some View {
    List(visible) { Text($0.name) }
      .searchable(text: $searchText)
      .overlay {
        if visible.isEmpty {
          ContentUnavailableView.search(text: searchText)
        }
      }
  }

  private var visible: [Restaurant] {
    guard !searchText.isEmpty else { return restaurants }
    return restaurants.filter { ($0.cuisine == cuisine || cuisine == nil) && $0.name.contains(searchText) }
  }
}

// Filter chips are no query.
struct TaggedNotesView: View {
  let notes: [String]
  @State private var query = ""
  @State private var filterTags: Set<String> = []

  var body: some View {
    List(shown, id: \.self) { Text($0) }
      .searchable(text: $query)
      .overlay {
        if !filterTags.isEmpty, shown.isEmpty {
          ContentUnavailableView.search(text: query) // expect: search-without-query
        }
      }
  }

  private var shown: [String] {
    notes.filter { note in filterTags.allSatisfy { note.contains($0) } }
  }
}

// The seeds' "No Results for “”": results that start empty, chosen by their emptiness alone.
struct BookLookupView: View {
  @State private var searchText = ""
  @State private var results: [String] = []

  var body: some View {
    NavigationStack {
      if results.isEmpty {
        ContentUnavailableView.search(text: searchText) // expect: search-without-query
      } else {
        List(results, id: \.self) { Text($0) }
      }
    }
    .searchable(text: $searchText)
    .onSubmit(of: .search) {
      Task { results = await BookCatalog.search(searchText) }
    }
  }
}

// A flag set by the first search and never reset: clearing the field keeps "No Results".
struct PackageSearchView: View {
  @State private var query = ""
  @State private var packages: [String] = []
  @State private var hasSearched = false

  var body: some View {
    List(packages, id: \.self) { Text($0) }
      .searchable(text: $query)
      .onSubmit(of: .search) {
        hasSearched = true
        Task { packages = await Registry.search(query) }
      }
      .overlay {
        if hasSearched && packages.isEmpty {
          ContentUnavailableView.search(text: query) // expect: search-without-query
        }
      }
  }
}

// The same flag, reset when the field is cleared.
struct FormulaSearchView: View {
  @State private var query = ""
  @State private var formulae: [String] = []
  @State private var hasSearched = false

  var body: some View {
    List(formulae, id: \.self) { Text($0) }
      .searchable(text: $query)
      .onSubmit(of: .search) {
        hasSearched = true
        Task { formulae = await Registry.search(query) }
      }
      .onChange(of: query) { _, newValue in
        if newValue.isEmpty { hasSearched = false }
      }
      .overlay {
        if hasSearched && formulae.isEmpty {
          ContentUnavailableView.search(text: query)
        }
      }
  }
}

// A flag the model (in another file) keeps: this file cannot tell whether it is reset.
struct CaskSearchView: View {
  @State private var model = CaskSearchModel()

  var body: some View {
    List(model.casks, id: \.self) { Text($0) }
      .searchable(text: $model.query)
      .overlay {
        if model.hasSearched && model.casks.isEmpty {
          ContentUnavailableView.search(text: model.query)
        }
      }
  }
}

// A literal query is never empty; an empty literal always is.
struct SearchStatesGallery: View {
  var body: some View {
    VStack {
      ContentUnavailableView.search(text: "Espresso")
      ContentUnavailableView.search(text: "") // expect: search-without-query
    }
  }
}
