import Foundation
import Testing

@testable import EmptyStates

@Suite struct SearchQueryTests {
  @Test(arguments: [
    nil, "", "   ", "\n\t", "\u{200B}\u{200B}", "\u{2066}\u{2069}", "\u{1B}", "\u{00A0}",
  ])
  func blankQueriesAreNoQuery(raw: String?) {
    #expect(SearchQuery(raw) == nil)
  }

  @Test(arguments: [
    ("  bryce  ", "bryce"), ("new\n  york", "new york"), ("a\u{202E}b", "ab"),
    ("\u{1B}[31mred", "[31mred"),
    ("café", "café"), ("שלום", "שלום"),
  ])
  func cleansTheQuery(raw: String, text: String) {
    #expect(SearchQuery(raw)?.text == text)
  }

  @Test func longQueriesAreShortenedForDisplay() throws {
    let query = try #require(SearchQuery(String(repeating: "a", count: 200)))
    #expect(query.text.count == 200)
    #expect(query.displayText.count == SearchQuery.displayLimit)
    #expect(query.displayText.hasSuffix("…"))
    #expect(SearchQuery("short")?.displayText == "short")
  }

  @Test(arguments: [("Café Noir", true), ("CAFE", true), ("ｃａｆｅ", true), ("Tea", false)])
  func matchesIgnoringCaseDiacriticsAndWidth(candidate: String, matches: Bool) throws {
    let query = try #require(SearchQuery("cafe"))
    #expect(query.matches(candidate, locale: Locale(identifier: "en")) == matches)
  }
}
