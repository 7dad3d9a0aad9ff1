import EmptyStates
import Testing

@testable import EmptyStatesHTML

@Suite struct HTMLIdentifierTests {
  let english = EmptyStateLocalizer(localeIdentifier: "en")

  func labelledBy(_ html: String) -> String? {
    guard let start = html.range(of: "aria-labelledby=\"") else { return nil }
    return String(html[start.upperBound...].prefix { $0 != "\"" })
  }

  @Test func twoStatesOnOnePageNeverShareAnId() {
    let page = [EmptyState.offline, .notFound, .noResults(for: "a"), .noResults(for: "b")]
      .map { HTMLRenderer().render($0, localizer: english) }
    let ids = page.compactMap(labelledBy)
    #expect(ids.count == 4)
    #expect(Set(ids).count == 4)
    for (html, id) in zip(page, ids) {
      #expect(html.contains("id=\"\(id)\""))
    }
  }

  @Test func theDerivedIdIsStableAcrossRenders() {
    let first = HTMLRenderer().render(.offline, localizer: english)
    let second = HTMLRenderer(style: .card).render(.offline, localizer: english)
    #expect(labelledBy(first) != nil)
    #expect(labelledBy(first) == labelledBy(second))
  }

  /// The expected ids are FNV-1a (32 bits) of the words, one a line, computed by another
  /// implementation.
  @Test func theDerivedIdIsTheHashOfTheStatesWords() {
    let full = EmptyState(
      "No Notes", description: "Write one.", actions: [EmptyState.Action("Add Note", id: "add")])
    #expect(HTMLIdentifier.derived(for: english.localize(full)) == "es-b3a85dfd")
    let bare = english.localize(EmptyState("No Notes"))
    #expect(HTMLIdentifier.derived(for: bare) == "es-358b3d98")
  }

  @Test(arguments: [("9é a-b_c<", "es9a-b_c"), ("feed", "feed"), ("", "es"), ("-x", "es-x")])
  func anExplicitPrefixKeepsASCIILettersDigitsHyphensAndUnderscores(
    prefix: String, expected: String
  ) {
    #expect(HTMLIdentifier.sanitized(prefix) == expected)
  }

  @Test func anExplicitPrefixWins() {
    let html = HTMLRenderer(idPrefix: "feed").render(.offline, localizer: english)
    #expect(labelledBy(html) == "feed-title")
  }
}
