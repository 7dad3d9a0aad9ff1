import EmptyStates
import EmptyStatesHTML
import Testing

@testable import _EmptyStatesFuzzTargets

@Suite struct HTMLMarkupTests {
  @Test(arguments: [
    ("<p>a<script>x</script></p>", "the element <script>"),
    ("<p onclick=\"x\">a</p>", "the attribute onclick"),
    ("<p class=x>a</p>", "the unquoted value of class on <p>"),
    ("<p>a<!-- b --></p>", "a comment, CDATA section or declaration"),
    ("<p>a</div>", "</div> closes <p>"),
    ("<p>a", "<p> is never closed"),
    ("<p>a & b</p>", "a bare &"),
    ("<p>a &nbsp; b</p>", "the unknown reference &nbsp;"),
    ("<p>a > b</p>", "a raw > in text"),
    ("<p>a < b</p>", "a raw < in text"),
    ("<p>a\u{7}</p>", "the control character U+7"),
    ("<p title=\"a\nb\">c</p>", "the control character U+A"),
    ("<p>a\u{202E}b</p>", "the bidirectional control U+202E"),
    ("<a href=\" JavaScript:x\">a</a>", "a javascript: link"),
    ("<div><path d=\"x\"/></div>", "<path /> closes itself outside SVG"),
    ("<p id=\"a\"></p><p id=\"a\"></p>", "the id \"a\" is on more than one element"),
    ("<p aria-labelledby=\"t\"></p>", "aria-labelledby names \"t\", which no element has"),
  ])
  func refuses(html: String, problem: String) {
    let problems = HTMLMarkup(reading: html).problems
    #expect(problems.contains { $0.hasPrefix(problem) }, "\(problems)")
  }

  @Test func acceptsTheRenderersDocumentAndReadsItsText() {
    let state = EmptyStateLocalizer(localeIdentifier: "en").localize(
      EmptyState(
        .verbatim("<b> & \"q\""), systemImage: "tray", description: "one\ntwo",
        actions: [.retry]))
    let markup = HTMLMarkup(reading: HTMLRenderer(idPrefix: "t").document(state))
    #expect(markup.problems == [])
    #expect(markup.textByID["t-title"] == "<b> & \"q\"")
  }
}
