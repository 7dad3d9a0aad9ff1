import SwiftUI

// A hand-made search field (no `.searchable`) and a model's filtered collection still read the
// query: their emptiness is a search's emptiness.

struct TagsPane: View {
  @Environment(TagStore.self) private var store
  @State private var filterText = ""

  private var matchingTags: [Tag] {
    guard !filterText.isEmpty else { return store.tags }
    return store.tags.filter { $0.name.localizedCaseInsensitiveContains(filterText) }
  }

  var body: some View {
    VStack {
      SearchBox(text: $filterText)
      List(matchingTags) { Text($0.name) }
        .overlay {
          if matchingTags.isEmpty {
            ContentUnavailableView.search(text: filterText)
          }
        }
    }
  }
}

struct StationsGrid: View {
  @State private var model = StationsModel()

  var body: some View {
    ScrollView {
      StationCards(stations: model.filteredStations)
    }
    .searchable(text: $model.searchText)
    .overlay {
      if model.filteredStations.isEmpty {
        ContentUnavailableView.search(text: model.searchText)
      }
    }
  }
}

struct ArchiveView: View {
  @State private var searchText = ""
  let entries: [Entry]

  var body: some View {
    List(entries) { Text($0.title) }
      .searchable(text: $searchText)
      .overlay {
        if entries.isEmpty {
          ContentUnavailableView.search(text: searchText) // expect: search-without-query
        }
      }
  }
}
