import SwiftData
import SwiftUI

// Emptiness tests that are right: the data never loads asynchronously, or a loading state is
// consulted before the empty state is chosen.

struct TripsView: View {
  @Query(sort: \Trip.startDate) private var trips: [Trip]

  var body: some View {
    List(trips) { trip in
      Text(trip.name)
    }
    .overlay {
      if trips.isEmpty {
        ContentUnavailableView("No Trips", systemImage: "airplane", description: Text("Plan a trip to see it here."))
      }
    }
  }
}

struct TagPicker: View {
  let tags: [String]

  var body: some View {
    if tags.isEmpty {
      ContentUnavailableView("No Tags", systemImage: "tag", description: Text("Tags you create can be picked here."))
    } else {
      List(tags, id: \.self) { Text($0) }
    }
  }
}

@MainActor
final class PodcastStore: ObservableObject {
  @Published var episodes: [PodcastEpisode] = []
  @Published var isLoading = false

  func refresh() async {
    isLoading = true
    defer { isLoading = false }
    episodes = await PodcastEpisode.latest()
  }
}

struct EpisodesView: View {
  @StateObject private var store = PodcastStore()

  var body: some View {
    Group {
      if store.isLoading {
        ProgressView()
      } else if store.episodes.isEmpty {
        ContentUnavailableView("No Episodes", systemImage: "headphones", description: Text("Subscribe to a show to fill this list."))
      } else {
        List(store.episodes) { Text($0.title) }
      }
    }
    .task { await store.refresh() }
  }
}

enum LoadPhase {
  case idle
  case loading
  case loaded([RecipeCard])
  case failed
}

struct RecipeBoxView: View {
  @State private var phase = LoadPhase.idle
  let source: any RecipeSource

  var body: some View {
    VStack {
      switch phase {
      case .idle, .loading:
        ProgressView()
      case .loaded(let cards):
        if cards.isEmpty {
          ContentUnavailableView("No Saved Recipes", systemImage: "fork.knife", description: Text("Save a recipe to cook it later."))
        } else {
          List(cards) { Text($0.name) }
        }
      case .failed:
        ContentUnavailableView {
          Label("Recipes Unavailable", systemImage: "fork.knife.circle")
        } description: {
          Text("Check your connection, then try again.")
        } actions: {
          Button("Try Again") { Task { await load() } }
        }
      }
    }
    .task { await load() }
  }

  private func load() async {
    phase = .loading
    let cards = await source.cards()
    phase = .loaded(cards)
  }
}

struct DownloadsView: View {
  @State private var files: [String] = []
  @State private var isFetching = true

  var body: some View {
    List(files, id: \.self) { Text($0) }
      .overlay {
        if files.isEmpty && !isFetching {
          ContentUnavailableView("No Downloads", systemImage: "arrow.down.circle", description: Text("Files you download are kept here."))
        }
      }
      .refreshable {
        isFetching = true
        files = await DownloadIndex.names()
        isFetching = false
      }
  }
}

struct SyncedNotesView: View {
  @State private var notes: [String] = []
  @State private var syncStatus = SyncStatus.syncing

  var body: some View {
    List(notes, id: \.self) { Text($0) }
      .overlay {
        if syncStatus == .upToDate, notes.isEmpty {
          ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Write a note on any device to sync it."))
        }
      }
      .task {
        notes = await DownloadIndex.names()
        syncStatus = .upToDate
      }
  }
}

// Reloaded only when people pull to refresh (this was a positive case once): the model is given
// to the view, and nothing in the file loads it when the view appears, so the file does not say
// that the inbox is still loading when the empty state shows.
@MainActor
final class PulledInboxModel: ObservableObject {
  @Published var messages: [String] = []

  func reload() async {
    messages = await DownloadIndex.names()
  }
}

struct PulledInboxView: View {
  @ObservedObject var model: PulledInboxModel

  var body: some View {
    NavigationStack {
      Group {
        if model.messages.count == 0 {
          ContentUnavailableView("Inbox Zero", systemImage: "envelope.open", description: Text("New mail shows up here."))
        } else {
          List(model.messages, id: \.self) { Text($0) }
        }
      }
      .navigationTitle("Inbox")
      .refreshable {
        await model.reload()
      }
    }
  }
}

// Loads asynchronously, but the empty state is not chosen by an emptiness test.
struct AccountView: View {
  @State private var profile: String?
  @State private var signedOut = false

  var body: some View {
    VStack {
      if signedOut {
        ContentUnavailableView {
          Label("Signed Out", systemImage: "person.crop.circle")
        } description: {
          Text("Sign in to see your profile.")
        } actions: {
          Button("Sign In") { signedOut = false }
        }
      } else if let profile {
        Text(profile)
      }
    }
    .task { profile = await DownloadIndex.names().first }
  }
}

@Model
final class Trip {
  var name: String
  var startDate: Date
  init(name: String, startDate: Date) {
    self.name = name
    self.startDate = startDate
  }
}
struct PodcastEpisode: Identifiable {
  let id: UUID
  let title: String
  static func latest() async -> [PodcastEpisode] { [] }
}
struct RecipeCard: Identifiable { let id: UUID; let name: String }
protocol RecipeSource: Sendable { func cards() async -> [RecipeCard] }
enum DownloadIndex { static func names() async -> [String] { [] } }
enum SyncStatus { case syncing, upToDate }

// A load that goes on only when the list already holds rows refreshes them; it cannot fill an
// empty list, so an empty one is the truth.
struct AgentsView: View {
  @State private var agents: [String] = []

  var body: some View {
    List(agents, id: \.self) { Text($0) }
      .overlay {
        if agents.isEmpty {
          ContentUnavailableView("No Agents", systemImage: "person.2")
        }
      }
      .task { await refreshListed() }
  }

  private func refreshListed() async {
    guard !agents.isEmpty else { return }
    agents = await AgentsAPI.refresh(agents)
  }
}

// The content of a view the app gives its load state: that view shows it only once loaded.
struct RecordingsScreen: View {
  @State private var recordings: [String] = []
  @State private var loadingState = LoadPhase.loading

  var body: some View {
    LoadStateContainer(loadingState: $loadingState) {
      if recordings.isEmpty {
        ContentUnavailableView("No Recordings", systemImage: "recordingtape")
      } else {
        List(recordings, id: \.self) { Text($0) }
      }
    }
    .task {
      recordings = await RecordingsAPI.all()
      loadingState = .loaded
    }
  }
}
