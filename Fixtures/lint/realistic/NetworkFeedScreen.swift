import SwiftUI

// A news feed backed by a flaky network: first load, refresh, failures and retry.

struct Story: Identifiable, Hashable {
  let id: Int
  var headline: String
  var source: String
}

enum FeedFailure: Error {
  case offline
  case server
}

enum FeedLoadState {
  case idle
  case loading
  case loaded([Story])
  case failed(FeedFailure)
}

@MainActor
final class FeedModel: ObservableObject {
  @Published private(set) var loadState = FeedLoadState.idle
  @Published private(set) var refreshFailed = false

  private let client: any FeedClient

  init(client: any FeedClient) {
    self.client = client
  }

  func load() async {
    if case .loaded = loadState {} else { loadState = .loading }
    do {
      loadState = .loaded(try await client.stories())
      refreshFailed = false
    } catch let failure as FeedFailure {
      if case .loaded = loadState { refreshFailed = true } else { loadState = .failed(failure) }
    } catch {
      loadState = .failed(.server)
    }
  }
}

struct NetworkFeedScreen: View {
  @StateObject private var model: FeedModel

  init(client: any FeedClient) {
    _model = StateObject(wrappedValue: FeedModel(client: client))
  }

  var body: some View {
    NavigationStack {
      Group {
        switch model.loadState {
        case .idle, .loading:
          ContentUnavailableView("Loading Stories", systemImage: "newspaper") // expect: empty-state-as-loading
        case .failed(.offline):
          ContentUnavailableView {
            Label("You’re Offline", systemImage: "wifi.slash")
          } description: {
            Text("Connect to the internet to get today’s stories.")
          } actions: {
            Button("Try Again") { Task { await model.load() } }
              .buttonStyle(.borderedProminent)
          }
        case .failed(.server):
          ContentUnavailableView("Feed Unavailable", systemImage: "exclamationmark.triangle", description: Text("Our servers are having trouble. Please come back later.")) // expect: copy-no-way-forward
        case .loaded(let stories):
          List(stories) { story in
            VStack(alignment: .leading, spacing: 4) {
              Text(story.headline).font(.headline)
              Text(story.source).font(.caption).foregroundStyle(.secondary)
            }
          }
          .overlay {
            if stories.isEmpty {
              ContentUnavailableView("No Stories Today", systemImage: "newspaper", description: Text("Check back this afternoon for fresh news."))
            }
          }
          .safeAreaInset(edge: .top) {
            if model.refreshFailed {
              Label("Couldn’t refresh. Showing earlier stories.", systemImage: "exclamationmark.circle")
                .font(.footnote)
                .padding(8)
                .frame(maxWidth: .infinity)
                .background(.yellow.opacity(0.2))
            }
          }
        }
      }
      .navigationTitle("Today")
      .task { await model.load() }
      .refreshable { await model.load() }
    }
  }
}

protocol FeedClient: Sendable {
  func stories() async throws -> [Story]
}
