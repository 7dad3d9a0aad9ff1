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
    #expect(html.contains(">Loading…</span>"))
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

  @Test func anUnavailableScreenIsTheEmptyStateInTheRenderersStyle() {
    let card = HTMLRenderer(style: .card)
    let html = card.render(
      Presentation.unavailable(.notFound, reason: .failure(.notFound)), localizer: english)
    #expect(html == card.render(english.localize(.notFound)))
    #expect(html.contains("es-style-card"))
    #expect(!html.contains("role=\"alert\""))
  }
}
