import SwiftUI

// "No Results" reachable while the query is still empty.

struct RecipeSearchView: View {
  @State private var query = ""
  @State private var matches: [String] = []

  var body: some View {
    NavigationStack {
      List(matches, id: \.self) { Text($0) }
        .navigationTitle("Recipes")
        .searchable(text: $query)
        .overlay {
          if matches.isEmpty {
            ContentUnavailableView.search // expect: search-without-query
          }
        }
    }
  }
}

struct CitySearchView: View {
    @State private var searchText = ""
    let results: [String]

    var body: some View {
        Group {
            if !results.isEmpty {
                List(results, id: \.self) { Text($0) }
            } else {
                ContentUnavailableView.search(text: searchText) // expect: search-without-query
            }
        }
        .searchable(text: $searchText, prompt: "City or airport")
    }
}

@Observable
final class LibrarySearchModel {
  var query = ""
  var results: [String] = []
}

struct LibrarySearchView: View {
  @Bindable var model: LibrarySearchModel

  var body: some View {
    List(model.results, id: \.self) { Text($0) }
      .searchable(text: $model.query)
      .overlay {
        if model.results.isEmpty {
          ContentUnavailableView.search(text: model.query) // expect: search-without-query
        }
      }
  }
}

// A pane that shows "No Results" for the query its parent gives it, and a parent in this file
// that shows the pane while its own query is still empty. (The pane alone, with callers
// elsewhere, says nothing about the query: see callers.swift.)
struct SearchResultsPane: View {
  let term: String

  var body: some View {
    VStack {
      ContentUnavailableView.search(text: term) // expect: search-without-query
    }
  }
}

struct GlossaryScreen: View {
  @State private var term = ""
  let entries: [String]

  var body: some View {
    NavigationStack {
      if entries.isEmpty {
        SearchResultsPane(term: term)
      } else {
        List(entries, id: \.self) { Text($0) }
      }
    }
    .searchable(text: $term)
  }
}

struct SongsView: View {
  let songs: [String]
  @State private var lookup = ""

  var body: some View {
    List(songs, id: \.self) { Text($0) }
      .searchable(text: $lookup)
      .overlay {
        if songs.isEmpty {
          ContentUnavailableView.search(text: lookup) // expect: search-without-query
        }
      }
  }
}

// An emptiness check on the query, the wrong way round: the search state shows only while the
// query is blank.
extension String {
  var isReallyEmpty: Bool { trimmingCharacters(in: .whitespaces).isEmpty }
}

struct InvertedLogSearch: View {
  @State private var query = ""
  @State private var matches: [String] = []

  var body: some View {
    List(matches, id: \.self) { Text($0) }
      .searchable(text: $query)
      .overlay {
        if matches.isEmpty, query.isReallyEmpty {
          ContentUnavailableView.search(text: query) // expect: search-without-query
        }
      }
  }
}
