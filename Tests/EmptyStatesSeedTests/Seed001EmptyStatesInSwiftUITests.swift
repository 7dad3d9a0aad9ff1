// Tests of seed 001's samples (Samples/Seed001EmptyStatesInSwiftUI.swift).

// Linux only: it walks the samples' view trees through the SwiftUI stand-in's inspection. On
// Apple platforms this target compiles the samples against the real SwiftUI.
#if os(Linux)
  import EmptyStatesUI
  @_spi(Inspection) import SwiftUI
  import Testing

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
#endif
