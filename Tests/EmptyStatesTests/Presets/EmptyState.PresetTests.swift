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
      [EmptyState.Action.ID.retry, .goBack, .signIn, .openSettings, .clearSearch, .clearFilters]
        .map(\.rawValue)
        == ["retry", "go-back", "sign-in", "open-settings", "clear-search", "clear-filters"])
  }

  @Test func namedFiltersWithoutAQueryAreQuotedAndOfferClearFilters() {
    let state = english.localize(.noResults(for: "  ", filters: ["Unread", "Flagged"]))
    #expect(state.title == "No Results")
    #expect(state.description == "Filtered by “Unread” and “Flagged”. Try clearing filters.")
    #expect(state.actions.map(\.id) == [.clearFilters])
    #expect(state.actions.map(\.title) == ["Clear Filters"])
    #expect(state.actions.map(\.role) == [.secondary])
    #expect(state.media?.symbolName == "magnifyingglass")
  }

  @Test func aQueryAndFiltersBlameBothAndOfferToClearBoth() {
    let state = english.localize(.noResults(for: "bryce", filters: ["Unread"]))
    #expect(state.title == "No Results for “bryce”")
    #expect(state.description == "Filtered by “Unread”. Try a new search or clear filters.")
    #expect(state.actions.map(\.title) == ["Clear Search", "Clear Filters"])
    #expect(state.actions.map(\.id.rawValue) == ["clear-search", "clear-filters"])
  }

  @Test func filtersKnownByTheirCountAreNotNamed() {
    let alone = english.localize(.noResults(for: nil, filters: SearchFilters(count: 2)))
    #expect(alone.description == "Nothing matches with filters on. Try clearing filters.")
    #expect(alone.actions.map(\.id) == [.clearFilters])
    let searched = english.localize(.noResults(for: "bryce", filters: SearchFilters(count: 1)))
    #expect(
      searched.description
        == "Nothing matches this search with filters on. Try a new search or clear filters.")
    #expect(searched.actions.map(\.id) == [.clearSearch, .clearFilters])
  }

  @Test func germanNamesTheFiltersTheGermanWay() {
    let german = EmptyStateLocalizer(localeIdentifier: "de")
    let state = german.localize(.noResults(for: nil, filters: ["Unread", "Flagged", "Today"]))
    #expect(state.title == "Keine Ergebnisse")
    #expect(
      state.description
        == "Gefiltert nach „Unread“, „Flagged“ und „Today“. Versuche, die Filter zu löschen.")
    #expect(state.actions.map(\.title) == ["Filter löschen"])
  }

  @Test func noFiltersIsThePlainNoResultsState() {
    #expect(EmptyState.noResults(for: "bryce", filters: []) == .noResults(for: "bryce"))
    #expect(
      EmptyState.noResults(for: nil, filters: SearchFilters(count: 0)) == .noResults(for: nil))
  }

  @Test func theNoResultsPresetTakesFilters() {
    #expect(
      EmptyState.Preset.noResults.emptyState(query: "x", filters: SearchFilters(count: 1))
        == .noResults(for: "x", filters: SearchFilters(count: 1)))
    #expect(EmptyState.Preset.offline.emptyState(filters: SearchFilters(count: 1)) == .offline)
  }

  @Test(arguments: [nil, "bryce"], [SearchFilters(count: 1), ["Unread", "Flagged"]])
  func filteredCopyPassesTheCopyReview(query: String?, filters: SearchFilters) {
    #expect(CopyReview.review(.noResults(for: query, filters: filters)) == [])
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
