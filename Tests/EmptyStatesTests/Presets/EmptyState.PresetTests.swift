import Testing

@testable import EmptyStates

@Suite struct PresetTests {
  let english = EmptyStateLocalizer(localeIdentifier: "en")

  @Test func namesMatchTheCLIContract() {
    #expect(
      EmptyState.Preset.allCases.map(\.rawValue) == [
        "empty", "no-results", "offline", "load-failed", "timed-out", "server-error", "not-found",
        "permission-denied", "sign-in-required", "no-selection",
      ])
  }

  @Test(arguments: EmptyState.Preset.allCases)
  func everyPresetHasTranslatedCopyAndASymbol(preset: EmptyState.Preset) {
    let state = english.localize(preset.emptyState())
    #expect(!state.title.isEmpty && !state.title.contains("."), "title \(state.title)")
    #expect(state.description?.hasSuffix(".") == true)
    #expect(state.media?.symbolName?.isEmpty == false)
    for action in state.actions {
      #expect(!action.title.contains("action."), "untranslated action \(action.title)")
    }
  }

  @Test(arguments: EmptyState.Preset.allCases)
  func presetCopyPassesTheCopyReview(preset: EmptyState.Preset) {
    #expect(CopyReview.review(preset.emptyState(query: "bryce")) == [])
  }

  @Test(arguments: [
    (EmptyState.Preset.offline, [EmptyState.Action.ID.retry]), (.loadFailed, [.retry]),
    (.timedOut, [.retry]),
    (.serverError, [.retry]), (.notFound, [.goBack]), (.permissionDenied, [.openSettings]),
    (.signInRequired, [.signIn]), (.empty, []), (.noResults, []), (.noSelection, []),
  ])
  func actionIDsAreStable(preset: EmptyState.Preset, ids: [EmptyState.Action.ID]) {
    #expect(preset.emptyState().actions.map(\.id) == ids)
  }

  @Test func stableActionIDsSpellAsTheContractSays() {
    #expect(
      [EmptyState.Action.ID.retry, .goBack, .signIn, .openSettings, .clearSearch].map(\.rawValue)
        == ["retry", "go-back", "sign-in", "open-settings", "clear-search"])
  }

  @Test func noResultsQuotesTheQuery() {
    let state = english.localize(.noResults(for: "bryce"))
    #expect(state.title == "No Results for “bryce”")
    #expect(state.description == "Check the spelling or try a new search.")
    #expect(state.media?.symbolName == "magnifyingglass")
  }

  @Test(arguments: [nil, "", "   "])
  func noResultsWithoutAQueryReadsNoResults(query: String?) {
    #expect(english.localize(.noResults(for: query)).title == "No Results")
  }

  @Test func noResultsCanCarryActions() {
    let state = EmptyState.noResults(for: "bryce", actions: [.clearSearch])
    #expect(english.localize(state).actions.map(\.title) == ["Clear Search"])
  }

  @Test(arguments: [
    (EmptyState.Preset.empty, "No Items"), (.offline, "You’re Offline"),
    (.loadFailed, "Couldn’t Load Content"),
    (.timedOut, "Request Timed Out"), (.serverError, "Server Unavailable"),
    (.notFound, "Content Not Found"), (.permissionDenied, "Permission Required"),
    (.signInRequired, "Sign In Required"), (.noSelection, "Nothing Selected"),
  ])
  func englishTitles(preset: EmptyState.Preset, title: String) {
    #expect(english.localize(preset.emptyState()).title == title)
  }

  @Test func queryOnlyAffectsNoResults() {
    #expect(EmptyState.Preset.offline.emptyState(query: "x") == .offline)
  }
}
