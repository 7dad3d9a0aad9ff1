import Foundation
import Testing

@testable import EmptyStates

@Suite struct PresentationTests {
  struct Failure: Error {}

  @Test func idleShowsProgress() {
    #expect(Presentation.resolve(LoadState<[Int]>.idle) == .progress)
  }

  @Test func firstLoadShowsProgressNotAnEmptyState() {
    #expect(Presentation.resolve(LoadState<[Int]>.loading(previous: nil)) == .progress)
    #expect(
      Presentation.resolve(LoadState<[Int]>.loading(previous: nil), query: "bryce") == .progress)
  }

  @Test func refreshKeepsTheOldContent() {
    #expect(Presentation.resolve(LoadState.loading(previous: [1, 2])) == .content)
  }

  @Test func refreshOfAnEmptyCollectionKeepsTheEmptyState() {
    #expect(
      Presentation.resolve(LoadState<[Int]>.loading(previous: []))
        == .unavailable(.empty, reason: .empty))
  }

  @Test func failedRefreshKeepsTheContentAndReportsTheErrorWithItsReason() {
    let state = LoadState.failed(URLError(.notConnectedToInternet), previous: [1])
    let presentation = Presentation.resolve(state)
    #expect(presentation == .contentWithError(.offline, reason: .offline))
    #expect(presentation.reason == .failure(.offline))
  }

  @Test func failedRefreshOfAnEmptyCollectionShowsTheFailure() {
    let state = LoadState<[Int]>.failed(URLError(.timedOut), previous: [])
    #expect(Presentation.resolve(state) == .unavailable(.timedOut, reason: .failure(.timedOut)))
  }

  @Test func failedFirstLoadShowsTheFailureInsteadOfContent() {
    #expect(
      Presentation.resolve(LoadState<[Int]>.failed(Failure()))
        == .unavailable(.loadFailed, reason: .failure(.other)))
  }

  @Test func loadedEmptyShowsTheEmptyState() {
    let presentation = Presentation.resolve(LoadState<[Int]>.loaded([]))
    #expect(presentation == .unavailable(.empty, reason: .empty))
    #expect(presentation.reason == .empty)
  }

  @Test func loadedItemsShowTheContent() {
    let presentation = Presentation.resolve(LoadState.loaded([1, 2, 3]))
    #expect(presentation == .content)
    #expect(presentation.reason == nil && presentation.emptyState == nil)
  }

  @Test func queryWithNoMatchesShowsNoResultsForTheQuery() throws {
    let presentation = Presentation.resolve(
      LoadState.loaded([1, 2]), query: "bryce", matchCount: 0)
    let bryce = try #require(SearchQuery("bryce"))
    #expect(presentation == .unavailable(.noResults(for: "bryce"), reason: .noResults(for: bryce)))
  }

  @Test func noResultsReasonCarriesTheTrimmedQuery() throws {
    let presentation = Presentation.resolve(LoadState<[Int]>.loaded([]), query: "  bryce\t ")
    guard case .unavailable(let state, reason: .noResults(let query)) = presentation else {
      Issue.record("expected no results, got \(presentation)")
      return
    }
    #expect(query.text == "bryce")
    #expect(state == .noResults(for: "bryce"))
  }

  @Test func queryWithMatchesShowsTheContent() {
    #expect(Presentation.resolve(LoadState.loaded([1, 2]), query: "b", matchCount: 1) == .content)
  }

  @Test(arguments: ["", " ", "\t\n", "\u{200B}", " \u{2068} "])
  func blankQueryIsNoQuery(query: String) {
    #expect(
      Presentation.resolve(LoadState<[Int]>.loaded([]), query: query)
        == .unavailable(.empty, reason: .empty))
    #expect(
      Presentation.resolve(LoadState.loaded([1]), query: query, matchCount: 0) == .content)
  }

  @Test func emptyNoResultsAndFailureAreDifferentScreens() {
    let empty = Presentation.resolve(LoadState<[Int]>.loaded([]))
    let noResults = Presentation.resolve(LoadState<[Int]>.loaded([]), query: "x")
    let failed = Presentation.resolve(LoadState<[Int]>.failed(Failure()))
    #expect(Set([empty, noResults, failed].compactMap(\.emptyState?.title)).count == 3)
    #expect(Set([empty, noResults, failed].compactMap(\.reason)).count == 3)
  }

  /// Each class of error, as an app meets it, and the reason the presentation gives.
  static let failures: [(any Error & Sendable, FailureReason)] = [
    (URLError(.notConnectedToInternet), .offline),
    (URLError(.timedOut), .timedOut),
    (URLError(.badServerResponse), .server),
    (URLError(.fileDoesNotExist), .notFound),
    (URLError(.userAuthenticationRequired), .unauthorized),
    (URLError(.noPermissionsToReadFile), .forbidden),
    (Failure(), .other),
  ]

  @Test(arguments: failures)
  func failedLoadSaysWhichFailure(error: any Error & Sendable, expected: FailureReason) {
    let presentation = Presentation.resolve(LoadState<[Int]>.failed(error))
    #expect(presentation.reason == .failure(expected))
    guard case .unavailable(_, reason: .failure(let reason)) = presentation else {
      Issue.record("expected a failure, got \(presentation)")
      return
    }
    #expect(reason == expected)
    let refresh = Presentation.resolve(LoadState.failed(error, previous: [1]))
    #expect(refresh.reason == .failure(expected))
    guard case .contentWithError(_, let refreshReason) = refresh else {
      Issue.record("expected content with an error, got \(refresh)")
      return
    }
    #expect(refreshReason == expected)
  }

  @Test func cancelledFirstLoadIsNotAFailure() {
    #expect(Presentation.resolve(LoadState<[Int]>.failed(CancellationError())) == .progress)
    #expect(Presentation.resolve(LoadState<[Int]>.failed(URLError(.cancelled))) == .progress)
  }

  @Test func cancelledRefreshKeepsTheContentWithNoError() {
    #expect(Presentation.resolve(LoadState.failed(CancellationError(), previous: [1])) == .content)
    let emptied = Presentation.resolve(LoadState<[Int]>.failed(CancellationError(), previous: []))
    #expect(emptied == .unavailable(.empty, reason: .empty))
  }

  @Test func rulesSupplyTheScreensOwnCopyAndKeepTheReason() {
    let landmarks = EmptyState("No Landmarks", systemImage: "mappin.slash")
    let rules = PresentationRules(
      empty: landmarks,
      noResults: { .noResults(for: $0.text, actions: [.clearSearch]) },
      failure: { _, reason in
        EmptyState(
          "Couldn’t Load Landmarks", systemImage: "wifi",
          actions: reason.isRetryable ? [.retry] : [])
      })
    #expect(
      Presentation.resolve(LoadState<[Int]>.loaded([]), rules: rules)
        == .unavailable(landmarks, reason: .empty))
    let noResults = Presentation.resolve(LoadState<[Int]>.loaded([]), query: "x", rules: rules)
    #expect(noResults.emptyState?.actions == [.clearSearch])
    #expect(noResults.reason?.preset == .noResults)
    let failed = Presentation.resolve(LoadState<[Int]>.failed(URLError(.timedOut)), rules: rules)
    #expect(failed.emptyState?.actions == [.retry])
    #expect(failed.reason == .failure(.timedOut))
  }

  @Test func matchCountIsClampedToTheItemCount() {
    #expect(Presentation.resolve(LoadState.loaded([1]), query: "x", matchCount: 7) == .content)
    #expect(
      Presentation.resolve(LoadState.loaded([1]), query: "x", matchCount: -2).reason?.preset
        == .noResults)
  }

  static let unreadFlagged: SearchFilters = ["Unread", "Flagged"]

  @Test func filtersThatMatchNothingWithoutAQueryAreToBlame() {
    let presentation = Presentation.resolve(
      LoadState.loaded([1, 2, 3]), matchCount: 0, filters: Self.unreadFlagged)
    #expect(
      presentation
        == .unavailable(
          .noResults(for: nil, filters: Self.unreadFlagged),
          reason: .filteredOut(by: Self.unreadFlagged, query: nil)))
    #expect(presentation.emptyState?.actions.map(\.id) == [.clearFilters])
  }

  @Test(arguments: ["", "  ", "\u{200B}"])
  func aBlankQueryWithFiltersOnIsNoQuery(query: String) {
    let presentation = Presentation.resolve(
      LoadState.loaded([1]), query: query, matchCount: 0, filters: SearchFilters(count: 1))
    #expect(presentation.reason == .filteredOut(by: SearchFilters(count: 1), query: nil))
  }

  @Test func aQueryAndFiltersThatMatchNothingBlameBothAndKeepTheTrimmedQuery() throws {
    let presentation = Presentation.resolve(
      LoadState.loaded([1, 2]), query: " bryce ", matchCount: 0, filters: Self.unreadFlagged)
    let bryce = try #require(SearchQuery("bryce"))
    guard case .unavailable(let state, reason: .filteredOut(let filters, let query)) = presentation
    else {
      Issue.record("expected the filtered-out case, got \(presentation)")
      return
    }
    #expect(filters == Self.unreadFlagged)
    #expect(query == bryce)
    #expect(state.actions.map(\.id) == [.clearSearch, .clearFilters])
    #expect(presentation.reason?.preset == .noResults)
  }

  @Test func filtersKnownOnlyByTheirCountAreStillToBlame() {
    let presentation = Presentation.resolve(
      LoadState.loaded([1, 2]), matchCount: 0, filters: SearchFilters(count: 2))
    #expect(presentation.reason == .filteredOut(by: SearchFilters(count: 2), query: nil))
    #expect(presentation.emptyState == .noResults(for: nil, filters: SearchFilters(count: 2)))
  }

  @Test func anEmptyCollectionWithFiltersOnIsDecidedByTheMatches() {
    // The value holds only what the filters let through (a server-side filter): nothing
    // matched them, so clearing them is the way forward.
    #expect(
      Presentation.resolve(LoadState<[Int]>.loaded([]), filters: Self.unreadFlagged).reason
        == .filteredOut(by: Self.unreadFlagged, query: nil))
    #expect(
      Presentation.resolve(LoadState.loaded([1]), matchCount: 0, filters: Self.unreadFlagged)
        .reason?.preset == .noResults)
  }

  @Test func filtersWithMatchesShowTheContent() {
    #expect(
      Presentation.resolve(LoadState.loaded([1, 2]), matchCount: 1, filters: Self.unreadFlagged)
        == .content)
  }

  @Test func zeroFiltersAreNoFilters() throws {
    let bryce = try #require(SearchQuery("bryce"))
    for none in [[], SearchFilters(count: 0)] as [SearchFilters] {
      #expect(
        Presentation.resolve(LoadState.loaded([1]), query: "bryce", matchCount: 0, filters: none)
          == .unavailable(.noResults(for: "bryce"), reason: .noResults(for: bryce)))
      #expect(
        Presentation.resolve(LoadState<[Int]>.loaded([]), filters: none)
          == .unavailable(.empty, reason: .empty))
    }
  }

  @Test func filtersChangeNothingWhileLoadingOrFailing() {
    let filters = Self.unreadFlagged
    #expect(
      Presentation.resolve(LoadState<[Int]>.loading(previous: nil), filters: filters)
        == .progress)
    #expect(
      Presentation.resolve(LoadState.loading(previous: [1]), matchCount: 1, filters: filters)
        == .content)
    #expect(
      Presentation.resolve(LoadState<[Int]>.failed(URLError(.timedOut)), filters: filters)
        == .unavailable(.timedOut, reason: .failure(.timedOut)))
    #expect(
      Presentation.resolve(
        LoadState.failed(URLError(.timedOut), previous: [1]), matchCount: 1, filters: filters)
        == .contentWithError(.timedOut, reason: .timedOut))
  }

  @Test func aRefreshThatKeepsFilteredOutContentKeepsTheFilteredOutState() {
    #expect(
      Presentation.resolve(
        LoadState.loading(previous: [1, 2]), matchCount: 0, filters: Self.unreadFlagged
      ).reason == .filteredOut(by: Self.unreadFlagged, query: nil))
  }

  @Test func rulesSupplyTheFilteredOutScreensOwnCopy() {
    let custom = EmptyState(
      "No Unread Mail", systemImage: "envelope.open", actions: [.clearFilters])
    let rules = PresentationRules(filteredOut: { filters, query in
      filters.count == 1 && query == nil ? custom : .empty
    })
    let presentation = Presentation.resolve(
      LoadState.loaded([1]), matchCount: 0, filters: ["Unread"], rules: rules)
    #expect(presentation == .unavailable(custom, reason: .filteredOut(by: ["Unread"], query: nil)))
  }

  @Test func genericValuesResolveThroughTheirItemCount() {
    struct Page: Sendable {
      var rows: Int
    }
    #expect(
      Presentation.resolve(LoadState.loaded(Page(rows: 0)), itemCount: \.rows)
        == .unavailable(.empty, reason: .empty))
    #expect(Presentation.resolve(LoadState.loaded(Page(rows: 4)), itemCount: \.rows) == .content)
  }
}
