// Seed 001: "Empty States in SwiftUI with ContentUnavailableView". Its code samples in order,
// with `ContentUnavailableView` renamed `EmptyStateView`, then the declarations they leave out,
// then tests. Fragments sit in the smallest view that holds them.

import EmptyStatesUI
import SwiftUI
import Testing

// MARK: - Sample 1: the opening example

struct LandmarksIntro: View {
  var body: some View {
    EmptyStateView(
      "No Landmarks",
      systemImage: "mappin.slash",
      description: Text("Landmarks you save will appear here.")
    )
  }
}

// MARK: - Sample 2: "Title and image only"

struct LandmarksTitleAndImage: View {
  var body: some View {
    EmptyStateView("No Landmarks", systemImage: "mappin.slash")
  }
}

// MARK: - Sample 3: "Title, image, and description"

struct LandmarksWithDescription: View {
  var body: some View {
    EmptyStateView(
      "No Landmarks",
      systemImage: "mappin.slash",
      description: Text("Landmarks you save will appear here.")
    )
  }
}

// MARK: - Sample 4: a custom image from the asset catalog

struct LandmarksAssetImage: View {
  var body: some View {
    EmptyStateView(
      "No Landmarks",
      image: "empty-landmarks",
      description: Text("Landmarks you save will appear here.")
    )
  }
}

// MARK: - Sample 5: "With actions, using the full view-builder form"

struct LandmarksWithActions: View {
  @State var showingImporter = false

  var body: some View {
    EmptyStateView {
      Label("No Landmarks", systemImage: "mappin.slash")
    } description: {
      Text("Landmarks you save will appear here.")
    } actions: {
      Button("Browse Landmarks") {
        router.navigate(to: .browse)
      }
      .buttonStyle(.borderedProminent)

      Button("Import from Photos") {
        showingImporter = true
      }
    }
  }
}

// MARK: - Sample 6: "The built-in search variant"

struct LandmarksSearch: View {
  var body: some View {
    EmptyStateView.search
  }
}

// MARK: - Sample 7: the search variant with an explicit term

struct LandmarksSearchTerm: View {
  let searchTerm: String

  var body: some View {
    EmptyStateView.search(text: searchTerm)
  }
}

// MARK: - Sample 8: "The naive approach"

struct NaiveLandmarkBranches: View {
  var isLoading = false
  var error: (any Error)?
  var landmarks: [Landmark] = []
  var searchTerm = ""

  var body: some View {
    // This gets ugly fast
    if isLoading {
      ProgressView()
    } else if let error {
      ErrorView(error)
    } else if landmarks.isEmpty && !searchTerm.isEmpty {
      EmptyStateView.search(text: searchTerm)
    } else if landmarks.isEmpty {
      EmptyStateView("No Landmarks", systemImage: "mappin.slash")
    } else {
      // The sample elides the rows as `List(landmarks) { ... }`; `...` is not Swift, so the
      // rows are the seed's own `LandmarkRow`.
      List(landmarks) { LandmarkRow(landmark: $0) }
    }
  }
}

// MARK: - Sample 9: "The cleaner version uses overlay"

struct LandmarkOverlayList: View {
  @State var landmarks: [Landmark]
  @State var searchTerm = ""
  let store: LandmarkStore

  var body: some View {
    List(landmarks) { landmark in
      LandmarkRow(landmark: landmark)
    }
    .searchable(text: $searchTerm)
    .refreshable { await store.reload() }
    .overlay {
      if landmarks.isEmpty {
        if searchTerm.isEmpty {
          EmptyStateView(
            "No Landmarks",
            systemImage: "mappin.slash",
            description: Text("Landmarks you save will appear here.")
          )
        } else {
          EmptyStateView.search(text: searchTerm)
        }
      }
    }
  }
}

// MARK: - Samples 10 and 11: "Modeling State Properly"

/// Seed 000 declares another `LoadState`: this one and the view that switches over it live in
/// a namespace of their own.
enum LoadStateSample {
  enum LoadState<Value> {
    case loading
    case loaded(Value)
    case empty
    case failed(Error)
  }

  struct LandmarkListView: View {
    @State private var state: LoadState<[Landmark]> = .loading
    @State private var searchTerm = ""

    var body: some View {
      Group {
        switch state {
        case .loading:
          ProgressView("Loading landmarks")

        case .loaded(let landmarks):
          List(landmarks) { LandmarkRow(landmark: $0) }
            .overlay {
              if landmarks.isEmpty && !searchTerm.isEmpty {
                EmptyStateView.search(text: searchTerm)
              }
            }

        case .empty:
          EmptyStateView {
            Label("No Landmarks", systemImage: "mappin.slash")
          } description: {
            Text("Landmarks you save will appear here.")
          } actions: {
            Button("Browse Landmarks") { router.navigate(to: .browse) }
              .buttonStyle(.borderedProminent)
          }

        case .failed(let error):
          EmptyStateView {
            Label("Couldn't Load Landmarks", systemImage: "exclamationmark.triangle")
          } description: {
            Text(error.localizedDescription)
          } actions: {
            Button("Try Again") {
              Task { await load() }
            }
            .buttonStyle(.borderedProminent)
          }
        }
      }
      .searchable(text: $searchTerm)
      .task { await load() }
    }
  }
}

// MARK: - Sample 12: "Reusable Variants"

extension EmptyStateView
where
  Label == SwiftUI.Label<Text, Image>,
  Description == Text,
  Actions == Button<Text>
{
  static func offline(retry: @escaping () -> Void) -> some View {
    EmptyStateView {
      Label("You're Offline", systemImage: "wifi.slash")
    } description: {
      Text("Check your connection and try again.")
    } actions: {
      Button("Retry", action: retry)
    }
  }
}

// MARK: - Sample 13: "A plain function is usually clearer"

enum EmptyState {
  static func offline(retry: @escaping () -> Void) -> some View {
    EmptyStateView {
      Label("You're Offline", systemImage: "wifi.slash")
    } description: {
      Text("Check your connection and try again.")
    } actions: {
      Button("Retry", action: retry)
        .buttonStyle(.borderedProminent)
    }
  }

  static func noResults(term: String) -> some View {
    EmptyStateView.search(text: term)
  }
}

// MARK: - Sample 14: "Fallback for Older Deployment Targets"

/// The sample's own wrapper is named `EmptyStateView`, like the type it wraps: it lives in a
/// namespace so it shadows ours only here, and it names ours `EmptyStatesUI.EmptyStateView`.
enum LandmarksFallbackSample {
  struct EmptyStateView: View {
    let title: String
    let systemImage: String
    let description: String

    var body: some View {
      if #available(iOS 17, *) {
        EmptyStatesUI.EmptyStateView(
          title,
          systemImage: systemImage,
          description: Text(description)
        )
      } else {
        VStack(spacing: 12) {
          Image(systemName: systemImage)
            .font(.system(size: 52))
            .foregroundStyle(.secondary)
          Text(title)
            .font(.title2.bold())
          Text(description)
            .font(.body)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
        }
        .padding(40)
      }
    }
  }
}

// MARK: - Declarations the samples leave out

struct Landmark: Identifiable, Sendable {
  let id = UUID()
  var name: String
}

struct LandmarkRow: View {
  let landmark: Landmark
  var body: some View { Text(landmark.name) }
}

struct ErrorView: View {
  let error: any Error

  init(_ error: any Error) { self.error = error }

  var body: some View { Text(error.localizedDescription) }
}

struct LandmarkError: LocalizedError {
  var errorDescription: String? { "The server could not be reached." }
}

enum Route: Hashable {
  case browse
}

/// Where the samples' `router` sends people.
@MainActor final class Router {
  private(set) var path: [Route] = []

  func navigate(to route: Route) { path.append(route) }
}

/// The router the samples navigate with.
@MainActor let router = Router()

/// The store the overlay sample's pull to refresh reloads.
@MainActor final class LandmarkStore {
  private(set) var reloadCount = 0

  func reload() async { reloadCount += 1 }
}

/// What the landmark loader finds.
enum LandmarkLoad: Sendable {
  case landmarks([Landmark])
  case nothing
  case failure(LandmarkError)

  /// What a load finds now.
  @TaskLocal static var current = LandmarkLoad.nothing
}

extension LoadStateSample.LandmarkListView {
  /// The loader the sample calls but leaves out.
  func load() async {
    switch LandmarkLoad.current {
    case .landmarks(let landmarks): state = .loaded(landmarks)
    case .nothing: state = .empty
    case .failure(let error): state = .failed(error)
    }
  }
}

// MARK: - Tests

@Suite struct Seed001EmptyStatesInSwiftUITests {
  @Test @MainActor func initializerShapesShowTheirParts() {
    let intro = _inspect(LandmarksIntro())
    #expect(intro.showsEmptyState)
    #expect(intro.texts == ["No Landmarks", "Landmarks you save will appear here."])

    let titleOnly = _inspect(LandmarksTitleAndImage())
    #expect(titleOnly.texts == ["No Landmarks"])
    #expect(titleOnly.all(Image.self).map(\._source).contains(.systemName("mappin.slash")))

    let described = _inspect(LandmarksWithDescription())
    #expect(described.texts == intro.texts)

    let asset = _inspect(LandmarksAssetImage())
    #expect(asset.texts == intro.texts)
    #expect(asset.all(Image.self).map(\._source).contains(.named("empty-landmarks")))
  }

  @Test @MainActor func actionsBrowseAndImport() {
    let view = LandmarksWithActions()
    let node = _inspect(view)
    #expect(node.buttonTitles == ["Browse Landmarks", "Import from Photos"])

    let visits = router.path.count
    #expect(node.tapButton("Browse Landmarks"))
    #expect(router.path.count == visits + 1)
    #expect(router.path.last == .browse)

    #expect(!view.showingImporter)
    #expect(node.tapButton("Import from Photos"))
    #expect(view.showingImporter)
  }

  @Test @MainActor func searchVariantsQuoteTheTermTheyAreGiven() {
    var searching = EnvironmentValues()
    searching._searchText = "bryce"
    let fromField = _inspect(LandmarksSearch(), environment: searching)
    #expect(fromField.showsEmptyState)
    #expect(fromField.texts.contains { $0.contains("bryce") })

    let explicit = _inspect(LandmarksSearchTerm(searchTerm: "yosemite"))
    #expect(explicit.texts.contains { $0.contains("yosemite") })
    #expect(!explicit.texts.contains { $0.contains("bryce") })
  }

  @Test @MainActor func naiveBranchesPickOneScreen() {
    let loading = _inspect(NaiveLandmarkBranches(isLoading: true))
    #expect(loading.contains(viewNamed: "ProgressView"))
    #expect(!loading.showsEmptyState)

    let failed = _inspect(NaiveLandmarkBranches(error: LandmarkError()))
    #expect(failed.texts == ["The server could not be reached."])
    #expect(!failed.showsEmptyState)

    let unmatched = _inspect(NaiveLandmarkBranches(searchTerm: "bryce"))
    #expect(unmatched.texts.contains { $0.contains("bryce") })

    let empty = _inspect(NaiveLandmarkBranches())
    #expect(empty.texts == ["No Landmarks"])

    let listed = _inspect(NaiveLandmarkBranches(landmarks: [Landmark(name: "Bryce Canyon")]))
    #expect(listed.texts == ["Bryce Canyon"])
    #expect(!listed.showsEmptyState)
  }

  @Test @MainActor func overlayKeepsTheSearchFieldAndRefreshOverTheEmptyList() async {
    let store = LandmarkStore()
    let view = LandmarkOverlayList(landmarks: [], store: store)
    let empty = _inspect(view)
    #expect(empty.contains(viewNamed: "List"))
    #expect(empty.texts == ["No Landmarks", "Landmarks you save will appear here."])

    #expect(empty.search("bryce"))
    let searching = _inspect(view)
    #expect(searching.modifiers(_SearchableModifier.self).count == 1)
    #expect(searching.texts.contains { $0.contains("bryce") })
    #expect(!searching.texts.contains("No Landmarks"))

    #expect(await searching.refresh())
    #expect(store.reloadCount == 1)

    let listed = _inspect(
      LandmarkOverlayList(landmarks: [Landmark(name: "Arches")], store: store))
    #expect(!listed.showsEmptyState)
    #expect(listed.texts == ["Arches"])
  }

  @Test @MainActor func loadStatesAreDifferentScreens() async {
    let loading = _inspect(LoadStateSample.LandmarkListView())
    #expect(loading.texts == ["Loading landmarks"])
    #expect(!loading.showsEmptyState)

    let view = LoadStateSample.LandmarkListView()
    await LandmarkLoad.$current.withValue(.nothing) { await _inspect(view).runTasks() }
    let empty = _inspect(view)
    #expect(empty.texts.contains("No Landmarks"))
    #expect(empty.buttonTitles == ["Browse Landmarks"])

    await LandmarkLoad.$current.withValue(.failure(LandmarkError())) {
      await _inspect(view).runTasks()
    }
    let failed = _inspect(view)
    #expect(failed.texts.contains("Couldn't Load Landmarks"))
    #expect(failed.texts.contains("The server could not be reached."))
    #expect(failed.buttonTitles == ["Try Again"])

    await LandmarkLoad.$current.withValue(.landmarks([])) { await _inspect(view).runTasks() }
    let loadedEmpty = _inspect(view)
    #expect(!loadedEmpty.showsEmptyState)
    #expect(loadedEmpty.search("bryce"))
    #expect(_inspect(view).texts.contains { $0.contains("bryce") })
  }

  @Test @MainActor func offlineVariantsRetry() {
    var retries = 0
    let viaExtension = _inspect(
      EmptyStateView<SwiftUI.Label<Text, Image>, Text, Button<Text>>.offline { retries += 1 })
    #expect(
      viaExtension.texts == ["You're Offline", "Check your connection and try again.", "Retry"])
    #expect(viaExtension.tapButton("Retry"))

    let viaFunction = _inspect(EmptyState.offline { retries += 10 })
    #expect(
      viaFunction.modifiers(_ButtonStyleModifier.self).map(\.styleName)
        .contains("BorderedProminentButtonStyle"))
    #expect(viaFunction.tapButton("Retry"))
    #expect(retries == 11)

    let noResults = _inspect(EmptyState.noResults(term: "bryce"))
    #expect(noResults.texts.contains { $0.contains("bryce") })
  }

  @Test @MainActor func fallbackWrapperShowsAllThreeParts() {
    let node = _inspect(
      LandmarksFallbackSample.EmptyStateView(
        title: "No Landmarks", systemImage: "mappin.slash",
        description: "Landmarks you save will appear here."))
    #expect(node.showsEmptyState)
    #expect(node.texts == ["No Landmarks", "Landmarks you save will appear here."])
  }
}
