import SwiftUI

// What a search finds, a filter keeps or a person saved is data, whatever words its name holds;
// only a name whose last word is the query (`searchText`, `filterTerm`, `queryString`) is about
// the search.

struct SavedFiltersSheet: View {
  @State private var savedFilters: [String] = []

  var body: some View {
    Group {
      if savedFilters.isEmpty {
        ContentUnavailableView("No Saved Filters", systemImage: "bookmark.slash") // expect: empty-state-during-loading
      } else {
        List(savedFilters, id: \.self) { Text($0) }
      }
    }
    .task { savedFilters = await FilterStore.saved() }
  }
}

struct TrendingSearchesView: View {
  @State private var searchResults: [String] = []

  var body: some View {
    List(searchResults, id: \.self) { Text($0) }
      .overlay {
        if searchResults.isEmpty {
          ContentUnavailableView("Nothing Trending", systemImage: "chart.line.uptrend.xyaxis") // expect: empty-state-during-loading
        }
      }
      .task { searchResults = await TrendAPI.popularSearches() }
  }
}

// The query's emptiness invites a search; it says nothing about the data.
struct CatalogSearchView: View {
  @State private var queryString = ""
  @State private var catalog: [String] = []

  var body: some View {
    List(catalog, id: \.self) { Text($0) }
      .overlay {
        if queryString.isEmpty {
          ContentUnavailableView("Search the Catalog", systemImage: "magnifyingglass")
        }
      }
      .searchable(text: $queryString)
      .task { catalog = await CatalogAPI.all() }
  }
}
