import SwiftUI

// Every path to "No Results" checks that there is a query first.

struct ContactsSearchView: View {
  let contacts: [String]
  @State private var searchText = ""

  var body: some View {
    NavigationStack {
      List(searchResults, id: \.self) { Text($0) }
        .navigationTitle("Contacts")
        .searchable(text: $searchText)
        .overlay {
          if searchResults.isEmpty {
            ContentUnavailableView.search
          }
        }
    }
  }

  var searchResults: [String] {
    if searchText.isEmpty { return contacts }
    return contacts.filter { $0.localizedCaseInsensitiveContains(searchText) }
  }
}

struct GuardedSearchView: View {
  @State private var query = ""
  @State private var term = ""
  @State private var filterText = ""
  let hits: [String]

  var body: some View {
    VStack {
      if !query.isEmpty && hits.isEmpty {
        ContentUnavailableView.search(text: query)
      }
      if query.isEmpty == false, hits.isEmpty {
        ContentUnavailableView.search
      }
      if query != "" {
        if hits.isEmpty {
          ContentUnavailableView.search(text: query)
        }
      }
      if !query.trimmingCharacters(in: .whitespaces).isEmpty, hits.isEmpty {
        ContentUnavailableView.search(text: query.trimmingCharacters(in: .whitespaces))
      }
      if term.count > 0 && hits.isEmpty {
        ContentUnavailableView.search(text: term)
      }
      if filterText.isEmpty {
        Text("Type to filter")
      } else if hits.isEmpty {
        ContentUnavailableView.search(text: filterText)
      }
    }
    .searchable(text: $query)
  }
}

struct TernarySearchView: View {
  @State private var searchText = ""
  let suggestions: [String]

  var body: some View {
    List(suggestions, id: \.self) { Text($0) }
      .searchable(text: $searchText)
      .overlay {
        if suggestions.isEmpty {
          searchText.isEmpty ? AnyView(EmptyView()) : AnyView(ContentUnavailableView.search(text: searchText))
        }
      }
  }
}

struct GuardFunctionView: View {
  @State private var query = ""
  let found: [String]

  var body: some View {
    List(found, id: \.self) { Text($0) }
      .searchable(text: $query)
      .overlay { overlay() }
  }

  private func overlay() -> AnyView {
    guard !query.isEmpty else { return AnyView(EmptyView()) }
    if found.isEmpty {
      return AnyView(ContentUnavailableView.search(text: query))
    }
    return AnyView(EmptyView())
  }
}

struct IsSearchingOverlay: View {
  @Environment(\.isSearching) private var isSearching
  let hits: [String]

  var body: some View {
    if isSearching && hits.isEmpty {
      ContentUnavailableView.search
    }
  }
}

enum AppTab { case home, search }

struct TabsView: View {
  @State private var selectedTab = AppTab.home
  @State private var query = ""

  var body: some View {
    TabView(selection: $selectedTab) {
      Text("Home").tag(AppTab.home)
      Text("Search").tag(AppTab.search)
    }
    .searchable(text: $query)
    .onChange(of: query) {
      if selectedTab != .search { selectedTab = .search }
    }
  }
}

// The app's own emptiness check on the query counts as one: `isBlank`, `isReallyEmpty`,
// `isNotEmpty`.
extension String {
  var isBlank: Bool { allSatisfy(\.isWhitespace) }
  var isNotBlank: Bool { !isBlank }
}

struct BlankAwareLogSearch: View {
  @State private var query = ""
  let lines: [String]

  var matches: [String] { lines.filter { $0.localizedCaseInsensitiveContains(query) } }

  var body: some View {
    List(matches, id: \.self) { Text($0) }
      .searchable(text: $query)
      .overlay {
        if matches.isEmpty, !query.isBlank {
          ContentUnavailableView.search(text: query)
        }
      }
      .background {
        if matches.isEmpty, query.isNotBlank {
          ContentUnavailableView.search(text: query)
        }
      }
  }
}

// A model's stage chooses the search state: the file does not say it is reached without a
// query, and the model sets `.empty` only after a search.
struct StagedSearchView: View {
  @StateObject private var viewModel = StagedSearchModel()

  var body: some View {
    NavigationStack {
      results
        .searchable(text: $viewModel.query)
    }
  }

  @ViewBuilder
  private var results: some View {
    switch viewModel.stage {
    case .idle: Text("Trending")
    case .empty: emptyResults
    case .found: List(viewModel.items, id: \.self) { Text($0) }
    }
  }

  @ViewBuilder
  private var emptyResults: some View {
    ContentUnavailableView.search(text: viewModel.query)
  }
}

// The app's search state, shown by a member placed only with a query.
struct QueryResultsState: View {
  let query: String

  var body: some View {
    ContentUnavailableView.search(text: query)
  }
}

struct WatchlistSearch: View {
  @State private var query = ""
  let items: [String]

  var body: some View {
    List(items, id: \.self) { Text($0) }
      .overlay {
        if !query.isEmpty && items.isEmpty {
          noResults
        }
      }
      .searchable(text: $query)
  }

  @ViewBuilder
  private var noResults: some View {
    QueryResultsState(query: query)
  }
}
