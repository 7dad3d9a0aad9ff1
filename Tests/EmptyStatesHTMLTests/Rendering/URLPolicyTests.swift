import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesHTML

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

  /// Controls and bidirectional overrides inside an allowed URL are percent-encoded, as a
  /// browser would: the attribute holds none.
  @Test func invisibleCharactersInsideAURLArePercentEncoded() {
    #expect(
      URLPolicy.allowed("https://a.example/x\u{1C}y\u{202E}z")
        == "https://a.example/x%1Cy%E2%80%AEz")
    #expect(URLPolicy.allowed("/path?q=\u{7F}") == "/path?q=%7F")
    #expect(URLPolicy.allowed("java\u{1}script:alert(1)") == nil)
  }
}
