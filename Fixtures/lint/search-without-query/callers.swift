import SwiftUI

// Views that show "No Results" for a query they do not own: whether the query can be empty
// there is decided by whoever shows them (issue 24, classes D and I).

// Moved from positive.swift: the term comes from callers in other files, which this file does
// not show; nothing says they pass an empty one.
struct SearchResultsPanel: View {
  let term: String

  var body: some View {
    VStack {
      ContentUnavailableView.search(text: term)
    }
  }
}

// The parent shows the results only once something is typed.
struct PodcastResults: View {
  let query: String
  let episodes: [String]

  var body: some View {
    if episodes.isEmpty {
      ContentUnavailableView.search(text: query)
    } else {
      List(episodes, id: \.self) { Text($0) }
    }
  }
}

struct PodcastSearchScreen: View {
  @State private var query = ""
  @State private var episodes: [String] = []

  var body: some View {
    NavigationStack {
      Group {
        if query.isEmpty {
          Text("Search for shows and episodes")
        } else {
          PodcastResults(query: query, episodes: episodes)
        }
      }
      .searchable(text: $query)
    }
  }
}

// The environment's search text: the parent shows the overlay only with a query.
struct NoMatchesOverlay: View {
  var body: some View {
    ContentUnavailableView.search
  }
}

struct TrailSearchScreen: View {
  @State private var searchText = ""
  let trails: [String]

  var body: some View {
    List(matching, id: \.self) { Text($0) }
      .searchable(text: $searchText)
      .overlay {
        if !searchText.isEmpty, matching.isEmpty {
          NoMatchesOverlay()
        }
      }
  }

  private var matching: [String] {
    trails.filter { $0.localizedCaseInsensitiveContains(searchText) }
  }
}

// A parent that passes a fixed, non-empty query.
struct SuggestedSearch: View {
  let keyword: String

  var body: some View {
    ContentUnavailableView.search(text: keyword)
  }
}

struct SuggestionsScreen: View {
  var body: some View {
    SuggestedSearch(keyword: "Sourdough")
  }
}

// Always in the hierarchy, hidden while the query is empty.
struct StoreSearchScreen: View {
  @State private var query = ""
  @State private var products: [String] = []

  var body: some View {
    ZStack {
      List(products, id: \.self) { Text($0) }
      ContentUnavailableView.search(text: query)
        .opacity(products.isEmpty && !query.isEmpty ? 1 : 0)
    }
    .searchable(text: $query)
  }
}

struct ArtistResults: View {
  @Binding var query: String

  var body: some View {
    ContentUnavailableView.search(text: query)
  }
}

struct ArtistSearchScreen: View {
  @State private var query = ""
  @State private var artists: [String] = []

  var body: some View {
    VStack {
      List(artists, id: \.self) { Text($0) }
        .searchable(text: $query)
      ArtistResults(query: $query)
        .opacity(query.isEmpty ? 0 : 1)
    }
  }
}

// The parent shows the child with its own query, which may still be empty: reported where the
// child shows the search state.
struct FlightResults: View {
  let searchText: String
  let flights: [String]

  var body: some View {
    if flights.isEmpty {
      ContentUnavailableView.search(text: searchText) // expect: search-without-query
    } else {
      List(flights, id: \.self) { Text($0) }
    }
  }
}

struct FlightSearchScreen: View {
  @State private var searchText = ""
  @State private var flights: [String] = []

  var body: some View {
    NavigationStack {
      FlightResults(searchText: searchText, flights: flights)
        .searchable(text: $searchText, prompt: "Flight number or city")
        .navigationTitle("Flights")
    }
  }
}

struct NoHotelsOverlay: View {
  var body: some View {
    ContentUnavailableView.search // expect: search-without-query
  }
}

struct HotelSearchScreen: View {
  @State private var destination = ""
  @State private var hotels: [String] = []

  var body: some View {
    List(hotels, id: \.self) { Text($0) }
      .searchable(text: $destination)
      .overlay {
        if hotels.isEmpty {
          NoHotelsOverlay()
        }
      }
  }
}

struct VenueResults: View {
  @Binding var text: String
  let venues: [String]

  var body: some View {
    if venues.isEmpty {
      ContentUnavailableView.search(text: text) // expect: search-without-query
    }
  }
}

struct VenueSearchScreen: View {
  @State private var text = ""
  @State private var venues: [String] = []

  var body: some View {
    VenueResults(text: $text, venues: venues)
      .searchable(text: $text)
  }
}

// Pushed when a search is submitted: what the submit checks is not in the call, so nothing
// says the query can be empty there.
struct ParkResults: View {
  let query: String
  let parks: [String]

  var body: some View {
    if parks.isEmpty {
      ContentUnavailableView.search(text: query)
    } else {
      List(parks, id: \.self) { Text($0) }
    }
  }
}

struct ParkSearchScreen: View {
  @State private var query = ""
  @State private var parks: [String] = []
  @State private var showsResults = false

  var body: some View {
    NavigationStack {
      Text("Find a park by name or state")
        .searchable(text: $query)
        .onSubmit(of: .search) { showsResults = true }
        .navigationDestination(isPresented: $showsResults) {
          ParkResults(query: query, parks: parks)
        }
    }
  }
}

// Not a wrapper: a view whose list shows the environment's search state in an overlay. The
// screen that places it makes the search, and places it whatever the query.
struct LogEntriesList: View {
  let entries: [String]

  var body: some View {
    List(entries, id: \.self) { Text($0) }
      .overlay {
        if entries.isEmpty {
          ContentUnavailableView.search // expect: search-without-query
        }
      }
  }
}

struct LogScreen: View {
  @State private var filter = ""
  let entries: [String]

  var body: some View {
    NavigationStack {
      LogEntriesList(entries: entries.filter { filter.isEmpty || $0.contains(filter) })
        .searchable(text: $filter)
    }
  }
}

// The same, placed only once something is typed.
struct AuditEntriesList: View {
  let entries: [String]

  var body: some View {
    List(entries, id: \.self) { Text($0) }
      .overlay {
        if entries.isEmpty {
          ContentUnavailableView.search
        }
      }
  }
}

struct AuditScreen: View {
  @State private var query = ""
  let entries: [String]

  var body: some View {
    NavigationStack {
      Group {
        if query.isEmpty {
          Text("Type to search the audit log")
        } else {
          AuditEntriesList(entries: entries.filter { $0.contains(query) })
        }
      }
      .searchable(text: $query)
    }
  }
}
