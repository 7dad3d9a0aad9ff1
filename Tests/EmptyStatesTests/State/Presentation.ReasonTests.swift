import Foundation
import Testing

@testable import EmptyStates

@Suite struct PresentationReasonTests {
  /// An error that says its reason, as an app's own errors can.
  struct ReasonError: FailureReasonProviding {
    var failureReason: FailureReason
  }

  static let bryce = SearchQuery("bryce")

  @Test(
    arguments: [
      (.empty, .empty), (.noSelection, .noSelection),
      (.failure(.offline), .offline), (.failure(.timedOut), .timedOut),
      (.failure(.server), .serverError), (.failure(.notFound), .notFound),
      (.failure(.unauthorized), .signInRequired), (.failure(.forbidden), .permissionDenied),
      (.failure(.other), .loadFailed), (.failure(.cancelled), nil),
    ] as [(Presentation.Reason, EmptyState.Preset?)])
  func namesThePresetThatPresentsIt(reason: Presentation.Reason, preset: EmptyState.Preset?) {
    #expect(reason.preset == preset)
  }

  @Test func filteredOutNamesTheNoResultsPresetWithOrWithoutAQuery() throws {
    let bryce = try #require(Self.bryce)
    #expect(
      Presentation.Reason.filteredOut(by: SearchFilters(count: 1), query: nil).preset == .noResults)
    #expect(Presentation.Reason.filteredOut(by: ["Unread"], query: bryce).preset == .noResults)
  }

  @Test func noResultsNamesTheNoResultsPresetWhateverTheQuery() throws {
    let bryce = try #require(Self.bryce)
    #expect(Presentation.Reason.noResults(for: bryce).preset == .noResults)
  }

  /// With the standard rules, the state shown is the named preset's own: the reason is the one
  /// place that knows which preset presents what.
  @Test(arguments: FailureReason.allCases.filter(\.isFailure))
  func standardRulesShowTheNamedPresetForEveryFailure(failure: FailureReason) throws {
    let presentation = Presentation.resolve(
      LoadState<[Int]>.failed(ReasonError(failureReason: failure)))
    let preset = try #require(presentation.reason?.preset)
    #expect(presentation.emptyState == preset.emptyState())
  }

  @Test func standardRulesShowTheNamedPresetWhenEmptyOrUnmatched() throws {
    let empty = Presentation.resolve(LoadState<[Int]>.loaded([]))
    #expect(empty.emptyState == (try #require(empty.reason?.preset)).emptyState())
    let unmatched = Presentation.resolve(LoadState<[Int]>.loaded([]), query: " bryce ")
    let preset = try #require(unmatched.reason?.preset)
    #expect(unmatched.emptyState == preset.emptyState(query: "bryce"))
  }

  @Test func aDetailPaneWithNothingSelectedSaysSo() {
    let detail = Presentation.unavailable(.noSelection, reason: .noSelection)
    #expect(detail.reason == .noSelection)
    #expect(detail.reason?.preset == .noSelection)
  }
}
