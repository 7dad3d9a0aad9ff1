import SwiftUI

// Data a load gives a value at once, whichever way it goes, is there for the first frame; what
// the load does to it later refreshes it. A value given only on some ways is no such promise.

struct DraftsView: View {
  @State private var drafts: [String] = []
  @State private var watch: Task<Void, Never>?

  var body: some View {
    List(drafts, id: \.self) { Text($0) }
      .overlay {
        if drafts.isEmpty {
          ContentUnavailableView("No Drafts", systemImage: "doc")
        }
      }
      .onAppear {
        drafts = DraftStore.readAll()
        watch = Task {
          for await changed in DraftStore.changes() {
            drafts = changed
          }
        }
      }
  }
}

// Read from a cache only when the cache has an answer: on a first launch nothing is there.
struct ProjectsView: View {
  @State private var projects: [String] = []

  var body: some View {
    List(projects, id: \.self) { Text($0) }
      .overlay {
        if projects.isEmpty {
          ContentUnavailableView("No Projects", systemImage: "folder") // expect: empty-state-during-loading
        }
      }
      .task { await load() }
  }

  private func load() async {
    if let cached = ProjectCache.read() {
      projects = cached
    }
    projects = await ProjectsAPI.all()
  }
}

// Cleared as the load starts: empty until the request lands.
struct AlertsView: View {
  @State private var alerts: [String] = []

  var body: some View {
    List(alerts, id: \.self) { Text($0) }
      .overlay {
        if alerts.isEmpty {
          ContentUnavailableView("No Alerts", systemImage: "bell") // expect: empty-state-during-loading
        }
      }
      .task {
        alerts = []
        alerts = await AlertsAPI.all()
      }
  }
}

// A flag the search raises as it starts is the value the view reads from the first frame of
// that search: the "no results" branch behind it is no placeholder.
struct PlaceSearchView: View {
  @State private var searchText = ""
  @State private var isSearchInFlight = false
  @State private var places: [String] = []

  var body: some View {
    List(places, id: \.self) { Text($0) }
      .searchable(text: $searchText)
      .overlay {
        if !searchText.isEmpty, places.isEmpty {
          if isSearchInFlight {
            ProgressView()
          } else {
            ContentUnavailableView.search(text: searchText)
          }
        }
      }
      .task(id: searchText) {
        guard !searchText.isEmpty else {
          places = []
          isSearchInFlight = false
          return
        }
        isSearchInFlight = true
        try? await Task.sleep(for: .milliseconds(300))
        places = await PlacesAPI.search(searchText)
        isSearchInFlight = false
      }
  }
}
