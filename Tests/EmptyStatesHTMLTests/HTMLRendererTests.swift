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
      .verbatim(text), media: Media(.symbol(text), accessibilityLabel: .verbatim(text)),
      description: .verbatim(text),
      actions: [
        EmptyState.Action(
          .verbatim(text), id: "x", url: URL(string: "https://example.com/?q=\"x\""))
      ])
    let html = HTMLRenderer(idPrefix: text).render(state)
    let tags = Self.tags(in: html)
    #expect(Set(tags.map(\.name)).isSubset(of: Self.ownTags), "\(Set(tags.map(\.name)))")
    #expect(tags.allSatisfy { tag in !tag.attributes.contains { $0.hasPrefix("on") } })
    #expect(tags.filter { $0.name == "section" }.count == 1)
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
}

@Suite struct URLPolicyTests {
  @Test(arguments: [
    "https://example.com", "http://example.com/a?b=c", "mailto:help@example.com", "/settings",
    "settings/privacy", "?retry=1", "#top", "//cdn.example.com/x", "HTTPS://EXAMPLE.COM", "./a:b",
  ])
  func allowsWebAndRelativeURLs(url: String) {
    #expect(URLPolicy.allowed(url) != nil)
  }

  @Test(arguments: [
    "javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)",
    "\u{1}javascript:alert(1)",
    "java\tscript:alert(1)", "java\nscript:alert(1)", "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)", "file:///etc/passwd", "ftp://example.com", "", "   ",
  ])
  func refusesEverythingElse(url: String) {
    #expect(URLPolicy.allowed(url) == nil)
  }

  @Test func refusedURLBecomesAFormButton() {
    let state = EmptyState(
      "Title", actions: [EmptyState.Action("Go", id: "go", url: URL(string: "javascript:alert(1)"))]
    )
    let html = HTMLRenderer().render(state)
    #expect(!html.contains("javascript"))
    #expect(
      html.contains(
        "<button class=\"es-action es-role-primary\" type=\"submit\" name=\"empty-state-action\" value=\"go\">Go</button>"
      ))
  }

  @Test func actionTargetsOverrideTheDefault() {
    let renderer = HTMLRenderer(actionTargets: [
      .retry: .form(method: .post, action: "/feed/reload"), .goBack: .link("/"),
    ])
    let html = renderer.render(EmptyState("Feed", actions: [.retry, .goBack]))
    #expect(
      html.contains("<form class=\"es-action-form\" method=\"post\" action=\"/feed/reload\">"))
    #expect(html.contains("<a class=\"es-action es-role-primary\" href=\"/\">Go Back</a>"))
  }

  @Test func linkActionsUseTheirURL() {
    let html = HTMLRenderer().render(
      EmptyState(
        "Docs",
        actions: [
          EmptyState.Action(
            "Learn More", id: "learn", role: .link, url: URL(string: "https://swift.org"))
        ]))
    #expect(
      html.contains("<a class=\"es-action es-role-link\" href=\"https://swift.org\">Learn More</a>")
    )
  }
}

@Suite struct HTMLStructureTests {
  @Test(arguments: HTMLRenderer.HeadingLevel.allCases)
  func headingLevelIsConfigurable(level: HTMLRenderer.HeadingLevel) {
    let html = HTMLRenderer(headingLevel: level, idPrefix: "es").render(EmptyState("No Notes"))
    #expect(
      html.contains(
        "<h\(level.rawValue) class=\"es-title\" id=\"es-title\"><bdi>No Notes</bdi></h\(level.rawValue)>"
      ))
  }

  @Test(arguments: HTMLRenderer.Style.allCases)
  func everyStyleHasItsClassAndRules(style: HTMLRenderer.Style) {
    let html = HTMLRenderer(style: style).render(EmptyState.offline)
    #expect(html.contains("es-style-\(style.rawValue)"))
    if style != .automatic {
      #expect(HTMLRenderer.stylesheet.contains(".es-style-\(style.rawValue)"))
    }
  }

  @Test(arguments: EmptyStateMetrics.Size.allCases)
  func everySizeHasItsClassAndVariables(size: EmptyStateMetrics.Size) {
    #expect(
      HTMLRenderer(size: size).render(EmptyState.offline).contains("es-size-\(size.rawValue)"))
    #expect(HTMLRenderer.stylesheet.contains(".es-size-\(size.rawValue) {"))
  }

  @Test func readingOrderIsMediaTitleDescriptionActions() throws {
    let html = HTMLRenderer().render(EmptyState.offline)
    let order = ["<svg", "<h2", "es-description", "es-actions"].map {
      html.range(of: $0)?.lowerBound
    }
    let positions = try order.map { try #require($0) }
    #expect(positions == positions.sorted())
    #expect(html.contains("aria-hidden=\"true\""))
  }

  @Test func absentPartsAreLeftOut() {
    let html = HTMLRenderer().render(EmptyState("No Message Selected"))
    #expect(
      !html.contains("es-media") && !html.contains("es-description") && !html.contains("es-actions")
    )
  }

  @Test func labelledMediaIsAnImage() {
    let state = EmptyState(
      "No Photos", media: Media(.symbol("photo"), accessibilityLabel: "Empty album"))
    let html = HTMLRenderer().render(state)
    #expect(
      html.contains("role=\"img\" aria-label=\"Empty album\"")
        || html.contains("aria-label=\"Empty album\" role=\"img\""))
  }

  @Test func forcedSchemeAddsItsClass() {
    #expect(HTMLRenderer(colorScheme: .dark).render(EmptyState("A")).contains("es-scheme-dark"))
    #expect(!HTMLRenderer().render(EmptyState("A")).contains("es-scheme-"))
  }

  @Test func idPrefixIsSanitized() {
    #expect(HTMLRenderer.identifier("v1") == "v1")
    #expect(HTMLRenderer.identifier("\"><x") == "x")
    #expect(HTMLRenderer.identifier("\"><") == "es")
    #expect(HTMLRenderer.identifier("9a") == "es9a")
  }

  @Test func documentIsSelfContained() {
    let document = HTMLRenderer().document(
      EmptyStateLocalizer(localeIdentifier: "he").localize(.offline))
    #expect(document.hasPrefix("<!doctype html>"))
    #expect(document.contains("<html lang=\"he\" dir=\"rtl\">"))
    #expect(document.contains("<style>"))
    for forbidden in ["<script", "<link", "src=", "@import", "url("] {
      #expect(!document.contains(forbidden), "\(forbidden)")
    }
  }

  @Test func stylesheetStopsAnimationUnderReducedMotion() {
    let css = HTMLRenderer.stylesheet
    #expect(css.contains("@media (prefers-reduced-motion: reduce)"))
    #expect(css.contains("@media (prefers-color-scheme: dark)"))
    #expect(css.contains("animation: none"))
    #expect(
      css.range(of: #"(height|block-size)\s*:\s*[0-9.]+px"#, options: .regularExpression) == nil)
  }

  @Test func sizesComeFromTheMetricsInRem() {
    #expect(HTMLStylesheet.rem(48) == "3rem")
    #expect(HTMLStylesheet.rem(22) == "1.375rem")
    #expect(HTMLRenderer.stylesheet.contains("--es-symbol-size: 3rem;"))
    #expect(HTMLRenderer.stylesheet.contains("--es-title-size: 1.375rem;"))
  }

  @Test func progressIsAPoliteStatus() {
    let html = HTMLRenderer().renderProgress(label: "Loading…")
    #expect(html.contains("role=\"status\" aria-live=\"polite\""))
    #expect(html.contains("<span class=\"es-progress-label\">Loading…</span>"))
  }
}

@Suite struct HTMLTextHygieneTests {
  @Test func strayIsolatesAndOverridesNeverReachThePage() {
    let state = EmptyState("x\u{2067}y", systemImage: "tray", description: "a\u{202E}b")
    let html = HTMLRenderer().render(state, localizer: EmptyStateLocalizer(localeIdentifier: "en"))
    #expect(html.contains("xy"))
    #expect(!html.unicodeScalars.contains { [0x2067, 0x202E].contains($0.value) })
  }

  @Test func balancedIsolatesBecomeBdiElements() {
    let html = HTMLEscaping.escapeIsolatingBidi("For \u{2068}<b>\u{2069}")
    #expect(html == "For <bdi>&lt;b&gt;</bdi>")
  }
}
