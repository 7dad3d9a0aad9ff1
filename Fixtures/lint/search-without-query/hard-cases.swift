import SwiftUI

// The search variant written in text, under #if, split over lines, guarded, and suppressed.

struct StationSearchView: View {
  @State private var query = ""
  let stations: [String]

  /// Show `ContentUnavailableView.search(text: query)` only once `query` is not empty.
  static let doc = "if hits.isEmpty { ContentUnavailableView.search }"
  static let block = """
    .overlay {
      if stations.isEmpty { ContentUnavailableView.search(text: query) }
    }
    """
  static let raw = #"ContentUnavailableView.search(text: "\(query)")"#
  static let finder = /ContentUnavailableView\.search/
  static let extendedFinder = #/\.search\(text: \w+\)/#

  func hint() -> String {
    "\(query.isEmpty ? "ContentUnavailableView.search" : "results for \(query)")"
  }

  // if stations.isEmpty { ContentUnavailableView.search }
  /* ContentUnavailableView.search(text: query)
     /* nested: ContentUnavailableView.search */ */

  var body: some View {
    List(stations, id: \.self) { Text($0) }
      .searchable(text: $query)
      .overlay {
        #if os(iOS)
          if stations.isEmpty {
            ContentUnavailableView.search(text: query) // expect: search-without-query
          }
        #elseif os(macOS)
          if stations.isEmpty {
            ContentUnavailableView.search // expect: search-without-query
          }
        #else
          if !query.isEmpty, stations.isEmpty {
            ContentUnavailableView.search(text: query)
          }
        #endif
      }
  }
}

struct SplitSearchView: View {
  @State private var searchText = ""
  let rows: [String]

  var body: some View {
    VStack {
      if rows.isEmpty {
        ContentUnavailableView // expect: search-without-query
          .search(
            text:
              searchText
          )
          .padding()
      }
      if !searchText.isEmpty {
        List(rows, id: \.self) { Text($0) }
      } else {
        ContentUnavailableView.search(text: searchText) // expect: search-without-query
      }
      if
        !searchText
          .isEmpty,
        rows.isEmpty
      {
        ContentUnavailableView
          .search(text: searchText)
      }
    }
    .searchable(text: $searchText)
  }
}

struct SuppressedSearch: View {
  @State private var query = ""
  let rows: [String]

  var body: some View {
    VStack {
      if rows.isEmpty {
        // empty-states:disable-next-line search-without-query -- the field is prefilled from a deep link
        ContentUnavailableView.search(text: query)
      }
      // empty-states:disable-next-line search-without-query, empty-state-in-list-row
      ContentUnavailableView.search
      // empty-states:disable search-without-query
      ContentUnavailableView.search(text: query)
    }
    .searchable(text: $query)
  }
}
