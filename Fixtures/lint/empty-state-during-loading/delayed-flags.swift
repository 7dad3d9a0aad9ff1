import SwiftUI

// A loading flag protects the empty state only from the moment it is raised. Raised after a
// debounce's sleep, or after other requests the load waits for, it leaves the first moments
// unprotected: the empty state shows before it.

struct FlightSearchView: View {
  @State private var query = ""
  @State private var flights: [String] = []
  @State private var isLoading = false

  var body: some View {
    NavigationStack {
      Group {
        if isLoading {
          ProgressView()
        } else if flights.isEmpty {
          ContentUnavailableView("No Flights", systemImage: "airplane", description: Text("Try another date or airport.")) // expect: empty-state-during-loading
        } else {
          List(flights, id: \.self) { Text($0) }
        }
      }
      .searchable(text: $query)
      .task(id: query) {
        try? await Task.sleep(for: .milliseconds(300))
        guard !Task.isCancelled else { return }
        isLoading = true
        flights = await FlightBoard.search(query)
        isLoading = false
      }
    }
  }
}

struct ArtistProfileView: View {
  let artistID: String
  @State private var biography: String?
  @State private var albums: [String] = []
  @State private var loadingAlbums = false

  var body: some View {
    ScrollView {
      Text(biography ?? "")
      if loadingAlbums == false {
        if albums.isEmpty {
          ContentUnavailableView("No Albums", systemImage: "square.stack", description: Text("This artist has not released an album yet.")) // expect: empty-state-during-loading
        } else {
          ForEach(albums, id: \.self) { Text($0) }
        }
      } else {
        ProgressView()
      }
    }
    .task { await reload() }
  }

  private func reload() async {
    biography = await ArtistCatalog.biography(of: artistID)
    loadingAlbums = true
    albums = await ArtistCatalog.albums(of: artistID)
    loadingAlbums = false
  }
}

// Raised before the wait, or true from the start: the flag covers the whole load.
struct TrainTimesView: View {
  @State private var query = ""
  @State private var departures: [String] = []
  @State private var isLoading = false

  var body: some View {
    Group {
      if isLoading {
        ProgressView()
      } else if departures.isEmpty {
        ContentUnavailableView("No Departures", systemImage: "tram.fill", description: Text("Pick another station or time."))
      } else {
        List(departures, id: \.self) { Text($0) }
      }
    }
    .searchable(text: $query)
    .task(id: query) {
      isLoading = true
      defer { isLoading = false }
      try? await Task.sleep(for: .milliseconds(300))
      departures = await FlightBoard.search(query)
    }
  }
}

struct GenresView: View {
  @State private var genres: [String] = []
  @State private var isLoading = true

  var body: some View {
    Group {
      if isLoading {
        ProgressView()
      } else if genres.isEmpty {
        ContentUnavailableView("No Genres", systemImage: "guitars", description: Text("Genres appear once your library is indexed."))
      } else {
        List(genres, id: \.self) { Text($0) }
      }
    }
    .task {
      try? await Task.sleep(for: .seconds(1))
      isLoading = true
      genres = await ArtistCatalog.genres()
      isLoading = false
    }
  }
}

enum FlightBoard { static func search(_ query: String) async -> [String] { [] } }
enum ArtistCatalog {
  static func biography(of id: String) async -> String? { nil }
  static func albums(of id: String) async -> [String] { [] }
  static func genres() async -> [String] { [] }
}

// A load under `if posts == nil` while the posts start `[]` does not run on the first
// appearance: its flag guards nothing then, and the later flag the task raises after other
// requests leaves the first moments unguarded.
struct AccountPostsView: View {
  @State private var loadingPosts = false
  @State private var posts: [String]? = []

  var body: some View {
    LazyVStack {
      if loadingPosts == false {
        if posts?.isEmpty == false {
          ForEach(posts ?? [], id: \.self) { Text($0) }
        } else {
          ContentUnavailableView("No Posts", systemImage: "pencil.slash") // expect: empty-state-during-loading
        }
      } else {
        ProgressView()
      }
    }
    .onAppear {
      if posts == nil {
        Task {
          loadingPosts = true
          posts = try? await PostsAPI.latest()
          loadingPosts = false
        }
      }
    }
    .task { await reload() }
  }

  private func reload() async {
    _ = await PostsAPI.account()
    loadingPosts = true
    posts = try? await PostsAPI.latest()
    loadingPosts = false
  }
}

// A flag the service raises only after an awaited token, read through a computed property and
// checked together with the emptiness that the next branch tests: with the tags empty there, the
// flag is false until the token arrives. Raised as the load starts, it guards.
@Observable @MainActor
final class TagsService {
  var followedTags: [String] = []
  var isLoadingFollowedTags = false
  var suggestedTags: [String] = []
  var isLoadingSuggestions = false

  func loadFollowedTags() async {
    guard let token = await TagsKeychain.token() else { return }
    isLoadingFollowedTags = true
    defer { isLoadingFollowedTags = false }
    followedTags = await TagsAPI.followed(token)
  }

  func loadSuggestions() async {
    isLoadingSuggestions = true
    defer { isLoadingSuggestions = false }
    suggestedTags = await TagsAPI.suggested()
  }
}

struct FollowedTagsView: View {
  @State private var service = TagsService()

  private var isLoading: Bool { service.isLoadingFollowedTags }

  var body: some View {
    Group {
      if isLoading && service.followedTags.isEmpty {
        ProgressView()
      } else if service.followedTags.isEmpty {
        ContentUnavailableView("No Followed Tags", systemImage: "number") // expect: empty-state-during-loading
      } else {
        List(service.followedTags, id: \.self) { Text($0) }
      }
    }
    .task { await service.loadFollowedTags() }
  }
}

struct SuggestedTagsView: View {
  @State private var service = TagsService()

  private var isLoading: Bool { service.isLoadingSuggestions }

  var body: some View {
    Group {
      if isLoading && service.suggestedTags.isEmpty {
        ProgressView()
      } else if service.suggestedTags.isEmpty {
        ContentUnavailableView("No Suggestions", systemImage: "number")
      } else {
        List(service.suggestedTags, id: \.self) { Text($0) }
      }
    }
    .task { await service.loadSuggestions() }
  }
}
