import EmptyStates
import Testing

@testable import EmptyStatesHTML

@Suite struct HTMLStructureTests {
  @Test(arguments: EmptyState.HeadingLevel.allCases)
  func headingLevelIsConfigurable(level: EmptyState.HeadingLevel) {
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
  func everySizeHasItsClass(size: EmptyStateMetrics.Size) {
    #expect(
      HTMLRenderer(size: size).render(EmptyState.offline).contains("es-size-\(size.rawValue)"))
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
      "No Photos", media: EmptyState.Media(.symbol("photo"), accessibilityLabel: "Empty album"))
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
    #expect(HTMLIdentifier.sanitized("v1") == "v1")
    #expect(HTMLIdentifier.sanitized("\"><x") == "x")
    #expect(HTMLIdentifier.sanitized("\"><") == "es")
    #expect(HTMLIdentifier.sanitized("9a") == "es9a")
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

  @Test func progressIsAPoliteStatus() {
    let html = HTMLRenderer().renderProgress(label: "Loading…")
    #expect(html.contains("role=\"status\" aria-live=\"polite\""))
    #expect(html.contains("<span class=\"es-progress-label\"><bdi>Loading…</bdi></span>"))
  }

  /// The label is text like the title: drawable characters only, its isolates `<bdi>`s.
  @Test func progressLabelIsIsolatedAndCleaned() {
    let html = HTMLRenderer().renderProgress(
      label: "\u{2068}שלום\u{2069}…\u{202E}\u{7}", localeIdentifier: "he",
      direction: .rightToLeft)
    #expect(html.contains(#"<span class="es-progress-label"><bdi><bdi>שלום</bdi>…</bdi></span>"#))
  }

  /// A `lang` value is a language tag: an identifier without a locale's shape gives way to the
  /// localization the words are in, or to `und` (undetermined) for a progress label.
  @Test func malformedLocaleIdentifierIsNoLanguageTag() {
    let state = EmptyStateLocalizer(localeIdentifier: "x\u{7}\"y").localize(.empty)
    #expect(HTMLRenderer().render(state).contains(#" lang="en" "#))
    #expect(HTMLRenderer().document(state).contains(#"<html lang="en" "#))
    let progress = HTMLRenderer().renderProgress(label: "Loading", localeIdentifier: "<b>")
    #expect(progress.contains(#" lang="und" "#))
    #expect(
      HTMLRenderer().renderProgress(label: "L", localeIdentifier: "pt_BR").contains(
        #"lang="pt_BR""#))
  }
}
