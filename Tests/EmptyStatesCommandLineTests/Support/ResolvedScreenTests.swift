import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesCommandLine

@Suite struct ResolvedScreenTests {
  struct ReasonError: FailureReasonProviding {
    var failureReason: FailureReason
  }

  static let english = EmptyStateLocalizer(localeIdentifier: "en")

  /// Load states that show a state for every reason `resolve` gives, with the query to use.
  static let screens: [(LoadState<Int>, String?)] =
    [
      (.loaded(0), nil), (.loaded(0), " bryce "),
      (.failed(ReasonError(failureReason: .offline), previous: 3), nil),
    ]
    + FailureReason.allCases.filter(\.isFailure).map {
      (.failed(ReasonError(failureReason: $0)), nil)
    }

  /// A screen's own copy, as an app writes it.
  static let ownCopy = PresentationRules(
    empty: EmptyState("No Notes", systemImage: "doc.text"),
    noResults: { EmptyState("No Notes Match \($0.text)", systemImage: "magnifyingglass") },
    failure: { _, reason in
      EmptyState("Notes Didn’t Load", actions: reason.isRetryable ? [.retry] : [])
    })

  /// Presets, but not the ones the reasons name.
  static let otherPresets = PresentationRules(
    empty: .noSelection, noResults: { _ in .empty },
    failure: { _, reason in reason == .notFound ? .offline : .notFound })

  /// The `state` object `resolve` prints for a presentation.
  func printedState(_ presentation: Presentation) throws -> [String: Any] {
    let output = try JSONOutput.text(ResolvedScreen(presentation, localizer: Self.english))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    return try #require(object["state"] as? [String: Any])
  }

  @Test func aScreensOwnCopyIsNoPreset() throws {
    #expect(!Self.screens.isEmpty)
    for (load, query) in Self.screens {
      let presentation = Presentation.resolve(
        load, itemCount: { $0 }, query: query, rules: Self.ownCopy)
      let state = try printedState(presentation)
      let shown = try #require(presentation.emptyState)
      #expect(state["preset"] is NSNull, "\(presentation)")
      #expect(state["title"] as? String == Self.english.localize(shown).title)
    }
  }

  @Test func aPresetTheReasonDoesNotNameIsNotReportedAsTheReasonsPreset() throws {
    for (load, query) in Self.screens {
      let presentation = Presentation.resolve(
        load, itemCount: { $0 }, query: query, rules: Self.otherPresets)
      let reported = try printedState(presentation)["preset"]
      let named = try #require(presentation.reason?.preset)
      #expect(reported as? String != named.rawValue, "\(presentation)")
      #expect(reported is NSNull, "\(presentation)")
    }
  }

  @Test(
    arguments: [
      (.loaded(0), nil, "empty"), (.loaded(0), " bryce ", "no-results"),
      (.failed(ReasonError(failureReason: .unauthorized)), nil, "sign-in-required"),
      (.failed(ReasonError(failureReason: .server), previous: 2), nil, "server-error"),
    ] as [(LoadState<Int>, String?, String)])
  func theStandardRulesReportThePresetShown(load: LoadState<Int>, query: String?, preset: String)
    throws
  {
    let presentation = Presentation.resolve(load, itemCount: { $0 }, query: query)
    #expect(try printedState(presentation)["preset"] as? String == preset)
  }

  @Test func nothingSelectedReportsItsPresetOnlyForThePresetsState() throws {
    let preset = Presentation.unavailable(.noSelection, reason: .noSelection)
    #expect(try printedState(preset)["preset"] as? String == "no-selection")
    let own = Presentation.unavailable(EmptyState("Pick a Note"), reason: .noSelection)
    #expect(try printedState(own)["preset"] is NSNull)
  }
}
