import SwiftUI

// Progress while loading, the empty state only after; copy that mentions loading later on.

@MainActor
final class NewsModel: ObservableObject {
  @Published var isLoading = true
  @Published var articles: [String] = []

  func load() async {
    isLoading = true
    articles = await NewsService.latest()
    isLoading = false
  }
}

struct NewsView: View {
  @StateObject private var model = NewsModel()

  var body: some View {
    Group {
      if model.isLoading {
        ProgressView("Loading…")
      } else if model.articles.isEmpty {
        ContentUnavailableView("No Articles", systemImage: "newspaper", description: Text("Pull down to try loading again."))
      } else {
        List(model.articles, id: \.self) { Text($0) }
      }
    }
    .task { await model.load() }
  }
}

struct UploadsView: View {
    let uploads: [String]
    let isUploading: Bool

    var body: some View {
        VStack {
            if isUploading {
                ProgressView {
                    Text("Loading your files")
                }
            }
            if uploads.isEmpty {
                ContentUnavailableView("No Uploads", systemImage: "icloud.and.arrow.up", description: Text("Files you upload stay available on every device."))
            }
            Text("Loading happens in the background.")
                .font(.footnote)
        }
    }
}

struct SkeletonListView: View {
  let isLoading: Bool
  let rows: [String]

  var body: some View {
    if isLoading {
      List(0..<6, id: \.self) { _ in Text("Placeholder row") }
        .redacted(reason: .placeholder)
    } else if rows.isEmpty {
      ContentUnavailableView {
        Label("Nothing Scheduled", systemImage: "calendar")
      } description: {
        Text("Events you add show up in this list.")
      }
    } else {
      List(rows, id: \.self) { Text($0) }
    }
  }
}

enum NewsService { static func latest() async -> [String] { [] } }

// A flag named for how the load ended is no progress: the failure state shows after it.
struct ArchiveView: View {
  @State private var records: [String] = []
  @State private var isFetching = false
  @State private var loadError: String?

  var initialLoadingFailed: Bool { records.isEmpty && loadError != nil }

  var body: some View {
    List(records, id: \.self) { Text($0) }
      .overlay {
        if isFetching && records.isEmpty {
          ProgressView()
        } else if initialLoadingFailed {
          ContentUnavailableView {
            Label("Connection Failure", systemImage: "exclamationmark.triangle")
          } actions: {
            Button("Retry") { Task { await reload() } }
          }
        }
      }
      .task { await reload() }
  }

  private func reload() async {
    isFetching = true
    defer { isFetching = false }
    do {
      records = try await ArchiveAPI.records()
      loadError = nil
    } catch {
      loadError = error.localizedDescription
    }
  }
}

// The load's error, matched by its case: the value it matches is named for loading, the state
// shown is the failure.
enum FeedLoad {
  case loading, loaded, error(String)
}

struct FeedErrorView: View {
  @State private var loadingState = FeedLoad.loading

  var body: some View {
    if case .loading = loadingState {
      ProgressView()
    } else if case .error(let message) = loadingState {
      ContentUnavailableView {
        Label("Error Loading the Feed", systemImage: "xmark.circle")
      } description: {
        Text(message)
      } actions: {
        Button("Try Again") { loadingState = .loading }
      }
    } else {
      Text("Feed")
    }
  }
}
