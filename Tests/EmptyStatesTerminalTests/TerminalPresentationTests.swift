import EmptyStates
import Testing

@testable import EmptyStatesTerminal

@Suite struct TerminalPresentationTests {
  let english = EmptyStateLocalizer(localeIdentifier: "en")
  let renderer = TerminalRenderer(mode: .plain)

  @Test func everyPresentationCaseIsDrawn() {
    #expect(renderer.render(english.localize(Presentation.progress)) == "⋯ Loading…\n")
    #expect(renderer.render(english.localize(Presentation.content)) == "")
    let failure = renderer.render(
      english.localize(Presentation.contentWithError(.offline, reason: .offline)))
    #expect(failure.hasPrefix("You’re Offline\n"))
    #expect(failure.contains("[Try Again]"))
    #expect(
      renderer.render(
        english.localize(Presentation.unavailable(.notFound, reason: .failure(.notFound))))
        == renderer.render(english.localize(.notFound)))
  }
}
