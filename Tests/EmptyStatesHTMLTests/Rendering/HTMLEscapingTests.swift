import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesHTML

@Suite struct HTMLEscapingTests {
  @Test(arguments: [
    ("A & B", "A &amp; B"), ("<b>", "&lt;b&gt;"), ("\"x\"", "&quot;x&quot;"), ("it's", "it&#39;s"),
    ("&amp;", "&amp;amp;"), ("plain", "plain"),
  ])
  func escapesText(input: String, expected: String) {
    #expect(HTMLEscaping.escape(input) == expected)
    #expect(HTMLRenderer().render(EmptyState(.verbatim(input))).contains(">\(expected)</bdi></h2>"))
  }

  @Test func isolatesAreBdiElementsAndStrayOnesDropped() {
    #expect(HTMLEscaping.escapeIsolatingBidi("a\u{2068}<b>\u{2069}c") == "a<bdi>&lt;b&gt;</bdi>c")
    #expect(HTMLEscaping.escapeIsolatingBidi("\u{2069}x\u{202E}") == "x")
    #expect(HTMLEscaping.escapeIsolatingBidi("\u{2068}open") == "<bdi>open</bdi>")
  }

  @Test func appendingEscapesOntoWhatIsThere() {
    var html = "<p>"
    HTMLEscaping.append("a<b & 'c'", to: &html)
    HTMLEscaping.append("x\"y".dropFirst(), to: &html)
    #expect(html == "<p>a&lt;b &amp; &#39;c&#39;&quot;y")
    HTMLEscaping.appendIsolatingBidi("\u{2068}d&\u{0}\u{2069}", to: &html)
    #expect(html == "<p>a&lt;b &amp; &#39;c&#39;&quot;y<bdi>d&amp;</bdi>")
    #expect(HTMLEscaping.escape("a\u{0}b") == "a\u{FFFD}b")
  }

  /// FSI and PDI are E2 81 A8 and E2 81 A9 in UTF-8; other scalars that start with those bytes
  /// (an apostrophe, a word joiner, an invisible plus, the euro sign) are text.
  @Test func onlyTheIsolatesBecomeElements() {
    let text = "You’re \u{2060}\u{2064}€\u{2068}5\u{2069}"
    #expect(HTMLEscaping.escapeIsolatingBidi(text) == "You’re \u{2060}\u{2064}€<bdi>5</bdi>")
    #expect(HTMLEscaping.escape("You’re \u{2060}€") == "You’re \u{2060}€")
  }

  @Test func rightToLeftQueryIsABdi() {
    let state = EmptyStateLocalizer(localeIdentifier: "ar").localize(.noResults(for: "<bryce>"))
    let html = HTMLRenderer().render(state)
    #expect(html.contains("<bdi>&lt;bryce&gt;</bdi>"))
    #expect(html.contains("dir=\"rtl\"") && html.contains("lang=\"ar\""))
  }

  static let hostile = [
    "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "'><svg onload=alert(1)>",
    "</h2><script>", "&lt;script&gt;",
  ]

  @Test(arguments: hostile)
  func hostileTextNeverAddsMarkup(text: String) {
    let state = EmptyState(
      .verbatim(text), media: EmptyState.Media(.symbol(text), accessibilityLabel: .verbatim(text)),
      description: .verbatim(text),
      actions: [
        EmptyState.Action(
          .verbatim(text), id: "x", url: URL(string: "https://example.com/?q=\"x\""))
      ])
    let html = HTMLRenderer(idPrefix: text).render(state)
    let tags = Self.tags(in: html)
    #expect(tags.filter { $0.name == "section" }.count == 1)
    #expect(Set(tags.map(\.name)).isSubset(of: Self.ownTags), "\(Set(tags.map(\.name)))")
    #expect(tags.allSatisfy { tag in !tag.attributes.contains { $0.hasPrefix("on") } })
  }

  static let ownTags: Set<String> = [
    "section", "div", "svg", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
    "h2", "p", "a", "form", "button", "bdi", "/section", "/div", "/svg", "/h2", "/p", "/a",
    "/form", "/button", "/bdi", "/path", "/rect", "/circle", "/ellipse", "/line", "/polyline",
    "/polygon",
  ]

  /// The tags of `html` — name and attribute names — read as a browser's tokenizer would.
  static func tags(in html: String) -> [(name: String, attributes: [String])] {
    var tags: [(String, [String])] = []
    var rest = Substring(html)
    while let open = rest.firstIndex(of: "<") {
      rest = rest[rest.index(after: open)...]
      guard let close = rest.firstIndex(of: ">") else { break }
      let body = rest[..<close]
      rest = rest[rest.index(after: close)...]
      let name = String(body.prefix { $0 != " " && $0 != "\n" }).lowercased()
      var attributes: [String] = []
      var inQuote: Character?
      var current = ""
      for character in body.dropFirst(name.count) {
        if let quote = inQuote {
          if character == quote { inQuote = nil }
        } else if character == "\"" || character == "'" {
          inQuote = character
        } else if character == "=" || character == " " {
          if !current.isEmpty { attributes.append(current.lowercased()) }
          current = ""
        } else {
          current.append(character)
        }
      }
      tags.append((name, attributes))
    }
    return tags
  }

  @Test func plainLinesHoldNoControlIsolateOrBreak() {
    #expect(
      HTMLEscaping.escapePlainLine("a\u{2068}<b>\u{2069}\nc\u{7}\u{202E}d") == "a&lt;b&gt; cd")
  }
}
