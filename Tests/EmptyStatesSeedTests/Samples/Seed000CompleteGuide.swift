// Seed 000: "SwiftUI ContentUnavailableView: The Complete Guide to Empty States, Errors, and
// No-Results Screens in iOS 26". Its code samples in order, with `ContentUnavailableView`
// renamed `EmptyStateView`, then the declarations they leave out.

import EmptyStatesUI
import SwiftUI

// MARK: - Sample 1: "How do I show an empty state in SwiftUI?"

// At our iOS 15 floor this sample needs what NavigationStack needs.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct NotesListView: View {
  @Query private var notes: [Note]

  var body: some View {
    NavigationStack {
      if notes.isEmpty {
        EmptyStateView(
          "No Notes",
          systemImage: "doc.text",
          description: Text("Tap the plus button to write your first note.")
        )
      } else {
        List(notes) { note in
          NoteRow(note: note)
        }
      }
    }
    .navigationTitle("Notes")
  }
}

// MARK: - Sample 2: the view-builder form (a fragment, in the view it needs)

struct BookmarksEmptyState: View {
  @Environment(\.openURL) private var openURL

  var body: some View {
    EmptyStateView {
      Label("No Bookmarks", systemImage: "bookmark")
    } description: {
      Text("Bookmarks you save from Safari will appear here.")
    } actions: {
      Button("Open Safari") {
        // swift-format-ignore: NeverForceUnwrap
        openURL(URL(string: "https://apple.com")!)
      }
      .buttonStyle(.borderedProminent)
    }
  }
}

// MARK: - Sample 3: "The .search variant and searchable integration"

// At our iOS 15 floor this sample needs what NavigationStack needs.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct ArticleSearchView: View {
  @State private var query = ""
  @State private var articles: [Article] = Article.samples

  var filtered: [Article] {
    guard !query.isEmpty else { return articles }
    return articles.filter { $0.title.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationStack {
      List(filtered) { ArticleRow(article: $0) }
        .searchable(text: $query, prompt: "Search articles")
        .overlay {
          if filtered.isEmpty && !query.isEmpty {
            EmptyStateView.search(text: query)
          } else if articles.isEmpty {
            EmptyStateView(
              "No Articles",
              systemImage: "tray",
              description: Text("Pull down to refresh.")
            )
          }
        }
        // The sample's closure has no `@MainActor in`: `.refreshable` takes a `@Sendable`
        // closure, which may not set main-actor `@State`. Apple's compiler warns on it in
        // every language mode, so the one attribute is added to keep the build clean.
        .refreshable { @MainActor in
          articles = await ArticleStore.shared.fetch()
        }
    }
  }
}

// MARK: - Sample 4: "Adding a retry button and handling network errors"

/// Seed 001 declares another `LoadState` and this one's `FeedView` uses it: the sample lives in
/// a namespace of its own.
enum RetrySample {
  enum LoadState<Value> {
    case loading
    case loaded(Value)
    case failed(Error)
  }

  struct FeedView: View {
    @State private var state: LoadState<[Post]> = .loading

    var body: some View {
      Group {
        switch state {
        case .loading:
          ProgressView("Loading feed")
        case .loaded(let posts) where posts.isEmpty:
          EmptyStateView(
            "Nothing to Read",
            systemImage: "newspaper",
            description: Text("New posts will appear here as people you follow publish.")
          )
        case .loaded(let posts):
          List(posts) { PostRow(post: $0) }
        case .failed(let error):
          EmptyStateView {
            Label("Can't Load Feed", systemImage: "wifi.slash")
          } description: {
            Text(error.localizedDescription)
          } actions: {
            Button("Retry") { Task { await load() } }
              .buttonStyle(.borderedProminent)
          }
        }
      }
      .task { await load() }
    }

    func load() async {
      state = .loading
      do {
        let posts = try await FeedAPI.fetch()
        state = .loaded(posts)
      } catch {
        state = .failed(error)
      }
    }
  }
}

// MARK: - Sample 5: Reduce Motion (two fragments, in the view they need)

struct ReduceMotionArticleList: View {
  let filtered: [Article]

  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    List(filtered) { ArticleRow(article: $0) }
      .animation(reduceMotion ? nil : .smooth, value: filtered.isEmpty)
  }
}

// MARK: - Sample 6: "Supporting iOS 15 and iOS 16 with a fallback"

/// The sample's own wrapper is named `EmptyStateView`, like the type it wraps: it lives in a
/// namespace so it shadows ours only here, and it names ours `EmptyStatesUI.EmptyStateView`.
enum FallbackSample {
  struct EmptyStateView: View {
    let title: LocalizedStringKey
    let systemImage: String
    let description: LocalizedStringKey?

    var body: some View {
      if #available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *) {
        EmptyStatesUI.EmptyStateView(
          title,
          systemImage: systemImage,
          // The sample's `description.map(Text.init)` compiles against no SDK: an
          // unapplied `Text.init` cannot use the defaulted `tableName:bundle:comment:`.
          description: description.map { Text($0) }
        )
      } else {
        VStack(spacing: 12) {
          Image(systemName: systemImage)
            .font(.system(size: 48, weight: .light))
            .foregroundStyle(.secondary)
          Text(title)
            .font(.title2.weight(.semibold))
          if let description {
            Text(description)
              .font(.subheadline)
              .foregroundStyle(.secondary)
              .multilineTextAlignment(.center)
          }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .accessibilityElement(children: .combine)
      }
    }
  }
}

// MARK: - Declarations the samples leave out

/// SwiftData's `@Query`, minimally: it reads the models a test puts in the environment, as the
/// real one reads the environment's model context.
@propertyWrapper
struct Query<Element>: DynamicProperty {
  @Environment(\.sampleModels) private var models

  init() {}

  var wrappedValue: [Element] { models.compactMap { $0 as? Element } }
}

private struct SampleModelsKey: EnvironmentKey {
  static let defaultValue: [any Sendable] = []
}

extension EnvironmentValues {
  /// The models `@Query` finds.
  var sampleModels: [any Sendable] {
    get { self[SampleModelsKey.self] }
    set { self[SampleModelsKey.self] = newValue }
  }
}

struct Note: Identifiable, Sendable {
  let id = UUID()
  var title: String
}

struct NoteRow: View {
  let note: Note
  var body: some View { Text(note.title) }
}

struct Article: Identifiable, Sendable {
  let id = UUID()
  var title: String

  /// The articles a new `ArticleSearchView` starts with.
  @TaskLocal static var samples: [Article] = [
    Article(title: "Designing Empty States"), Article(title: "SwiftUI Overlays"),
  ]
}

struct ArticleRow: View {
  let article: Article
  var body: some View { Text(article.title) }
}

final class ArticleStore: Sendable {
  static let shared = ArticleStore()

  /// What a fetch returns.
  @TaskLocal static var remote: [Article] = [Article(title: "Fresh From the Server")]

  func fetch() async -> [Article] { Self.remote }
}

struct Post: Identifiable, Sendable {
  let id = UUID()
  var title: String
}

struct PostRow: View {
  let post: Post
  var body: some View { Text(post.title) }
}

struct FeedError: LocalizedError {
  var errorDescription: String? { "The network connection was lost." }
}

enum FeedAPI {
  /// What a fetch returns.
  @TaskLocal static var response: Result<[Post], any Error> = .success([])

  static func fetch() async throws -> [Post] { try response.get() }
}
