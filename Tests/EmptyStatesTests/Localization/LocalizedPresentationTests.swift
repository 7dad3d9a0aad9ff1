import Testing

@testable import EmptyStates

@Suite struct LocalizedPresentationTests {
  let english = EmptyStateLocalizer(localeIdentifier: "en")

  @Test func progressCarriesTheLocalizedLabel() {
    #expect(
      english.localize(Presentation.progress)
        == .progress(.init(label: "Loading…", localeIdentifier: "en", direction: .leftToRight)))
    guard
      case .progress(let arabic) = EmptyStateLocalizer(localeIdentifier: "ar").localize(
        Presentation.progress)
    else {
      Issue.record("progress did not stay progress")
      return
    }
    #expect(arabic.direction == .rightToLeft)
    #expect(arabic.label != "Loading…")
  }

  @Test func statesAreLocalizedOnceForEveryCase() {
    #expect(english.localize(Presentation.content) == .content)
    #expect(
      english.localize(Presentation.unavailable(.offline, reason: .failure(.offline)))
        == .unavailable(english.localize(.offline), reason: .failure(.offline)))
    #expect(
      english.localize(Presentation.contentWithError(.timedOut, reason: .timedOut))
        == .contentWithError(english.localize(.timedOut), reason: .timedOut))
    #expect(english.localize(Presentation.content).emptyState == nil)
    #expect(
      english.localize(Presentation.unavailable(.offline, reason: .failure(.offline))).emptyState?
        .title == "You’re Offline")
  }

  @Test func theReasonComesThrough() throws {
    let bryce = try #require(SearchQuery("bryce"))
    let reasons: [Presentation.Reason] = [
      .empty, .noSelection, .failure(.notFound), .noResults(for: bryce),
    ]
    for reason in reasons {
      let presentation = english.localize(
        Presentation.unavailable(EmptyState("No Notes"), reason: reason))
      guard case .unavailable(let state, let localized) = presentation else {
        Issue.record("unavailable did not stay unavailable: \(presentation)")
        continue
      }
      #expect(localized == reason)
      #expect(state.title == "No Notes")
    }
  }

  @Test(arguments: FailureReason.allCases)
  func aFailedRefreshKeepsItsReason(failure: FailureReason) {
    guard
      case .contentWithError(_, let localized) = english.localize(
        Presentation.contentWithError(.loadFailed, reason: failure))
    else {
      Issue.record("content with an error did not stay so")
      return
    }
    #expect(localized == failure)
  }
}
