import Testing

@testable import EmptyStatesCommandLine

@Suite struct HTMLRenderCommandTests {
  @Test func htmlFormatPrintsOneSelfContainedDocument() {
    let outcome = cli(
      "render", "--preset", "offline", "--format", "html", "--style", "card", "--color-scheme",
      "dark")
    #expect(outcome.exitCode == .ok)
    let html = outcome.standardOutput
    #expect(html.hasPrefix("<!doctype html>"))
    #expect(html.components(separatedBy: "<html").count == 2)
    #expect(html.contains("es-style-card") && html.contains("es-scheme-dark"))
    #expect(!html.contains("<script") && !html.contains("<link"))
  }

  @Test func hostileQueryStaysText() {
    let html = cli(
      "render", "--preset", "no-results", "--query", "<script>alert(1)</script>", "--format", "html"
    ).standardOutput
    #expect(!html.contains("<script>alert"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
  }

  @Test(arguments: [
    (["--style", "fancy"], "invalid value \"fancy\" for --style"),
    (["--color-scheme", "sepia"], "invalid value \"sepia\" for --color-scheme"),
  ])
  func badHTMLOptionsExit64(extra: [String], message: String) {
    let outcome = EmptyStatesCLI.run(["render", "--preset", "empty", "--format", "html"] + extra)
    #expect(outcome.exitCode == .usage)
    #expect(outcome.standardError.contains(message))
  }

  @Test func htmlOptionsNeedTheHTMLFormat() {
    let outcome = cli("render", "--preset", "empty", "--style", "card")
    #expect(outcome.exitCode == .usage)
    #expect(
      outcome.standardError.contains("--style and --color-scheme apply to --format html only"))
  }
}
