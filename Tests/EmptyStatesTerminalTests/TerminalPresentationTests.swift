import EmptyStates
import Testing

@testable import EmptyStatesTerminal

@Suite struct TerminalPresentationTests {
  let english = EmptyStateLocalizer(localeIdentifier: "en")
  let renderer = TerminalRenderer(mode: .plain)

  @Test func aFilteredOutScreenReadsWhyThenClearSearchAndClearFilters() {
    let presentation = Presentation.resolve(
      LoadState.loaded([1]), query: "bryce", matchCount: 0, filters: ["Unread"])
    let text = TerminalRenderer(mode: .plain, width: 80).render(english.localize(presentation))
    #expect(
      text
        == "No Results for “bryce”\nFiltered by “Unread”. Try a new search or clear filters.\n\n"
        + "[Clear Search]  [Clear Filters]\n")
  }

  /// Without names the German copy reads on its own, wrapped at the readable width.
  @Test func filtersKnownByTheirCountReadInGermanWithoutNames() {
    let presentation = Presentation.resolve(
      LoadState.loaded([1]), matchCount: 0, filters: SearchFilters(count: 2))
    let german = EmptyStateLocalizer(localeIdentifier: "de")
    let text = TerminalRenderer(mode: .plain, width: 100).render(german.localize(presentation))
    #expect(
      text
        == "Keine Ergebnisse\nMit aktiven Filtern gibt es keine Treffer. Versuche, die Filter zu\n"
        + "löschen.\n\n[Filter löschen]\n")
  }

  @Test func everyPresentationCaseIsDrawn() {
    #expect(renderer.render(english.localize(Presentation.progress)) == "⋯ Loading…\n")
    #expect(renderer.render(english.localize(Presentation.content)) == "")
    // A failed refresh is a notice above the content kept: the failure's row and a blank line.
    let failure = renderer.render(
      english.localize(Presentation.contentWithError(.offline, reason: .offline)))
    #expect(failure == renderer.renderRow(english.localize(.offline)) + "\n")
    #expect(
      failure
        == "   You’re Offline\n   Check your connection and try again.  [Try Again]\n\n")
    #expect(
      renderer.render(
        english.localize(Presentation.unavailable(.notFound, reason: .failure(.notFound))))
        == renderer.render(english.localize(.notFound)))
  }
}
