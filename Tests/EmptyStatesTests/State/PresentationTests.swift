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
    #expect(Presentation.resolve(LoadState<[Int]>.loading(previous: [])) == .unavailable(.empty))
  }

  @Test func failedRefreshKeepsTheContentAndReportsTheError() {
    let state = LoadState.failed(URLError(.notConnectedToInternet), previous: [1])
    #expect(Presentation.resolve(state) == .contentWithError(.offline))
  }

  @Test func failedRefreshOfAnEmptyCollectionShowsTheFailure() {
    let state = LoadState<[Int]>.failed(URLError(.timedOut), previous: [])
    #expect(Presentation.resolve(state) == .unavailable(.timedOut))
  }

  @Test func failedFirstLoadShowsTheFailureInsteadOfContent() {
    #expect(Presentation.resolve(LoadState<[Int]>.failed(Failure())) == .unavailable(.loadFailed))
  }

  @Test func loadedEmptyShowsTheEmptyState() {
    #expect(Presentation.resolve(LoadState<[Int]>.loaded([])) == .unavailable(.empty))
  }

  @Test func loadedItemsShowTheContent() {
    #expect(Presentation.resolve(LoadState.loaded([1, 2, 3])) == .content)
  }

  @Test func queryWithNoMatchesShowsNoResultsForTheQuery() {
    let presentation = Presentation.resolve(
      LoadState.loaded([1, 2]), query: "bryce", matchCount: 0)
    #expect(presentation == .unavailable(.noResults(for: "bryce")))
  }

  @Test func serverSideSearchWithNoResultsShowsNoResults() {
    let presentation = Presentation.resolve(LoadState<[Int]>.loaded([]), query: "bryce")
    #expect(presentation == .unavailable(.noResults(for: "bryce")))
  }

  @Test func queryWithMatchesShowsTheContent() {
    #expect(Presentation.resolve(LoadState.loaded([1, 2]), query: "b", matchCount: 1) == .content)
  }

  @Test(arguments: ["", " ", "\t\n", "\u{200B}", " \u{2068} "])
  func blankQueryIsNoQuery(query: String) {
    #expect(Presentation.resolve(LoadState<[Int]>.loaded([]), query: query) == .unavailable(.empty))
    #expect(
      Presentation.resolve(LoadState.loaded([1]), query: query, matchCount: 0) == .content)
  }

  @Test func emptyNoResultsAndFailureAreDifferentScreens() {
    let empty = Presentation.resolve(LoadState<[Int]>.loaded([]))
    let noResults = Presentation.resolve(LoadState<[Int]>.loaded([]), query: "x")
    let failed = Presentation.resolve(LoadState<[Int]>.failed(Failure()))
    #expect(Set([empty, noResults, failed].compactMap(\.emptyState?.title)).count == 3)
  }

  @Test func cancelledFirstLoadIsNotAFailure() {
    #expect(Presentation.resolve(LoadState<[Int]>.failed(CancellationError())) == .progress)
    #expect(Presentation.resolve(LoadState<[Int]>.failed(URLError(.cancelled))) == .progress)
  }

  @Test func cancelledRefreshKeepsTheContentWithNoError() {
    #expect(Presentation.resolve(LoadState.failed(CancellationError(), previous: [1])) == .content)
    #expect(
      Presentation.resolve(LoadState<[Int]>.failed(CancellationError(), previous: []))
        == .unavailable(.empty))
  }

  @Test func rulesSupplyTheScreensOwnCopy() {
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
      Presentation.resolve(LoadState<[Int]>.loaded([]), rules: rules) == .unavailable(landmarks))
    #expect(
      Presentation.resolve(LoadState<[Int]>.loaded([]), query: "x", rules: rules).emptyState?
        .actions
        == [.clearSearch])
    #expect(
      Presentation.resolve(LoadState<[Int]>.failed(URLError(.timedOut)), rules: rules).emptyState?
        .actions == [.retry])
  }

  @Test func matchCountIsClampedToTheItemCount() {
    #expect(Presentation.resolve(LoadState.loaded([1]), query: "x", matchCount: 7) == .content)
    #expect(
      Presentation.resolve(LoadState.loaded([1]), query: "x", matchCount: -2)
        == .unavailable(.noResults(for: "x")))
  }

  @Test func genericValuesResolveThroughTheirItemCount() {
    struct Page: Sendable {
      var rows: Int
    }
    #expect(
      Presentation.resolve(LoadState.loaded(Page(rows: 0)), itemCount: \.rows)
        == .unavailable(.empty))
    #expect(Presentation.resolve(LoadState.loaded(Page(rows: 4)), itemCount: \.rows) == .content)
  }
}
