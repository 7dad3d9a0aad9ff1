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
      english.localize(Presentation.unavailable(.offline))
        == .unavailable(english.localize(.offline)))
    #expect(
      english.localize(Presentation.contentWithError(.timedOut))
        == .contentWithError(english.localize(.timedOut)))
    #expect(english.localize(Presentation.content).emptyState == nil)
    #expect(
      english.localize(Presentation.unavailable(.offline)).emptyState?.title == "You’re Offline")
  }
}
