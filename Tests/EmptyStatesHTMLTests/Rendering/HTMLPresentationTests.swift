import EmptyStates
import Testing

@testable import EmptyStatesHTML

@Suite struct HTMLPresentationTests {
  let renderer = HTMLRenderer()
  let english = EmptyStateLocalizer(localeIdentifier: "en")

  @Test func progressIsAPoliteStatusWithTheLocalizedLabel() {
    let html = renderer.render(Presentation.progress, localizer: english)
    #expect(html.contains("role=\"status\""))
    #expect(html.contains("aria-live=\"polite\""))
    #expect(html.contains(">Loading…</bdi></span>"))
    let hebrew = renderer.render(
      Presentation.progress, localizer: EmptyStateLocalizer(localeIdentifier: "he"))
    #expect(hebrew.contains("dir=\"rtl\""))
    #expect(hebrew.contains("lang=\"he\""))
  }

  @Test func contentDrawsNothing() {
    #expect(renderer.render(Presentation.content, localizer: english) == "")
  }

  @Test func aFailedRefreshIsACompactInlineAlert() {
    let html = renderer.render(
      Presentation.contentWithError(.offline, reason: .offline), localizer: english)
    #expect(html.hasPrefix("<div class=\"es-inline-alert\" role=\"alert\"><section"))
    #expect(html.contains("es-style-compact"))
    #expect(html.contains("You’re Offline"))
    #expect(html.hasSuffix("</section></div>"))
  }

  /// Filters that hid everything: the description names them inside the locale's quotation
  /// marks, each name in its own `<bdi>`, and the actions are Clear Search then Clear Filters.
  @Test func aFilteredOutScreenNamesTheFiltersAndOffersToClearThem() {
    let presentation = Presentation.resolve(
      LoadState.loaded([1, 2]), query: "bryce", matchCount: 0, filters: ["Unread", "Flagged"])
    let html = renderer.render(presentation, localizer: english)
    #expect(
      html.contains(">Filtered by “Unread” and “Flagged”. Try a new search or clear filters.<"))
    #expect(html.contains("No Results for “bryce”"))
    let clearSearch = html.range(of: #"value="clear-search">Clear Search</button>"#)
    let clearFilters = html.range(of: #"value="clear-filters">Clear Filters</button>"#)
    #expect(clearSearch != nil && clearFilters != nil)
    if let clearSearch, let clearFilters {
      #expect(clearSearch.upperBound <= clearFilters.lowerBound)
    }
    let hebrew = renderer.render(
      presentation, localizer: EmptyStateLocalizer(localeIdentifier: "he"))
    #expect(hebrew.contains("סינון לפי "))
    #expect(hebrew.contains("<bdi>Unread</bdi>") && hebrew.contains("<bdi>Flagged</bdi>"))
    #expect(hebrew.contains("ניקוי המסננים"))
    #expect(!hebrew.contains("\u{2068}") && !hebrew.contains("\u{2069}"))
  }

  @Test func anUnavailableScreenIsTheEmptyStateInTheRenderersStyle() {
    let card = HTMLRenderer(style: .card)
    let html = card.render(
      Presentation.unavailable(.notFound, reason: .failure(.notFound)), localizer: english)
    #expect(html == card.render(english.localize(.notFound)))
    #expect(html.contains("es-style-card"))
    #expect(!html.contains("role=\"alert\""))
  }
}
