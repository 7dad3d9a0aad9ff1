// Seed 001: "Empty States in SwiftUI with ContentUnavailableView". Its code samples in order,
// with `ContentUnavailableView` renamed `EmptyStateView`, then the declarations they leave out,
// then tests. Fragments sit in the smallest view that holds them.

import EmptyStatesUI
import SwiftUI

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
