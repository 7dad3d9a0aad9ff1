// Tests of seed 000's samples (Samples/Seed000CompleteGuide.swift).

// Linux only: it walks the samples' view trees through the SwiftUI stand-in's inspection. On
// Apple platforms this target compiles the samples against the real SwiftUI.
#if os(Linux)
  import EmptyStatesUI
  @_spi(Inspection) import SwiftUI
  import Testing

  @Suite struct Seed000CompleteGuideTests {
    @Test @MainActor func notesListShowsTheEmptyStateOnlyWithoutNotes() {
      let empty = _inspect(NotesListView())
      #expect(empty.showsEmptyState)
      #expect(empty.texts.contains("No Notes"))
      #expect(empty.texts.contains("Tap the plus button to write your first note."))
      #expect(empty.attributes("navigationTitle").count == 1)

      var environment = EnvironmentValues()
      environment.sampleModels = [Note(title: "Groceries"), Note(title: "Ideas")]
      let full = _inspect(NotesListView(), environment: environment)
      #expect(!full.showsEmptyState)
      #expect(full.texts == ["Groceries", "Ideas"])
    }

    @Test @MainActor func bookmarksActionOpensSafariWithAProminentButton() {
      let opened = URLRecorder()
      var environment = EnvironmentValues()
      environment.openURL = OpenURLAction { url in
        opened.urls.append(url)
        return .handled
      }
      let node = _inspect(BookmarksEmptyState(), environment: environment)
      #expect(
        node.texts.starts(with: [
          "No Bookmarks", "Bookmarks you save from Safari will appear here.",
        ]))
      #expect(
        node.modifiers(_ButtonStyleModifier.self).map(\.styleName).contains(
          "BorderedProminentButtonStyle"))

      EnvironmentValues.$_current.withValue(environment) {
        #expect(node.tapButton("Open Safari"))
      }
      #expect(opened.urls.map(\.absoluteString) == ["https://apple.com"])
    }

    @Test @MainActor func articleSearchShowsNoResultsOnlyForAQueryThatMatchesNothing() {
      let view = ArticleSearchView()
      let listed = _inspect(view)
      #expect(!listed.showsEmptyState)
      #expect(listed.texts == ["Designing Empty States", "SwiftUI Overlays"])

      #expect(listed.search("overlay"))
      let matched = _inspect(view)
      #expect(!matched.showsEmptyState)
      #expect(matched.texts == ["SwiftUI Overlays"])

      matched.search("bryce")
      let unmatched = _inspect(view)
      #expect(unmatched.showsEmptyState)
      #expect(unmatched.texts.contains { $0.contains("bryce") })
      #expect(!unmatched.texts.contains("No Articles"))
    }

    @Test @MainActor func articleSearchWithoutArticlesSaysSoAndRefreshFillsIt() async {
      let view = Article.$samples.withValue([]) { ArticleSearchView() }
      let empty = _inspect(view)
      #expect(empty.texts.contains("No Articles"))
      #expect(empty.texts.contains("Pull down to refresh."))
      #expect(!empty.texts.contains { $0.contains("No Results") })

      #expect(await empty.refresh())
      let refreshed = _inspect(view)
      #expect(!refreshed.showsEmptyState)
      #expect(refreshed.texts == ["Fresh From the Server"])
    }

    @Test @MainActor func feedShowsProgressWhileLoadingNotAnEmptyState() {
      let loading = _inspect(RetrySample.FeedView())
      #expect(loading.texts == ["Loading feed"])
      #expect(!loading.showsEmptyState)
    }

    @Test @MainActor func feedSeparatesEmptyFromFailedAndRetries() async {
      let view = RetrySample.FeedView()
      await FeedAPI.$response.withValue(.success([])) {
        await _inspect(view).runTasks()
      }
      let empty = _inspect(view)
      #expect(empty.texts.contains("Nothing to Read"))
      #expect(!empty.texts.contains("Can't Load Feed"))
      #expect(empty.buttonTitles.isEmpty)

      await FeedAPI.$response.withValue(.failure(FeedError())) {
        await _inspect(view).runTasks()
      }
      let failed = _inspect(view)
      #expect(failed.texts.contains("Can't Load Feed"))
      #expect(failed.texts.contains("The network connection was lost."))
      #expect(failed.buttonTitles == ["Retry"])

      await FeedAPI.$response.withValue(.success([Post(title: "Hello")])) {
        await _inspect(view).runTasks()
      }
      let loaded = _inspect(view)
      #expect(!loaded.showsEmptyState)
      #expect(loaded.texts == ["Hello"])
    }

    @Test(arguments: [false, true]) @MainActor
    func reduceMotionTurnsTheBranchAnimationOff(reduceMotion: Bool) throws {
      let node = _inspect(
        ReduceMotionArticleList(filtered: []), environment: environment(reduceMotion: reduceMotion))
      let animation = try #require(node.attributes("animation").first)
      #expect((animation.arguments["_"] as? Animation) == (reduceMotion ? nil : .smooth))
      #expect(animation.arguments["value"] as? Bool == true)
    }

    @Test @MainActor func fallbackWrapperShowsTitleAndOptionalDescription() {
      let described = _inspect(
        FallbackSample.EmptyStateView(
          title: "No Items", systemImage: "tray", description: "Add an item to get started."))
      #expect(described.showsEmptyState)
      #expect(described.texts.contains("No Items"))
      #expect(described.texts.contains("Add an item to get started."))

      let bare = _inspect(
        FallbackSample.EmptyStateView(title: "No Items", systemImage: "tray", description: nil))
      #expect(bare.texts == ["No Items"])
    }
  }

  /// The URLs an `OpenURLAction` was asked to open.
  @MainActor private final class URLRecorder {
    var urls: [URL] = []
  }
#endif
