import Testing
import _EmptyStatesTestSupport

/// The rule every fuzz target and hostile-corpus suite judges shown text by: it must find what
/// it is for, or every check built on it passes vacuously.
@Suite struct DisplayRuleTests {
  @Test(arguments: [
    "\u{1B}[31m", "\u{0}", "\u{7}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}",
    "\u{202A}", "\u{202E}", "\u{2066}", "\u{2067}",
  ])
  func aScalarThatDrivesATerminalOrReordersTextIsFound(text: String) {
    #expect(DisplayRule.problems(inLine: "a" + text + "b").count == 1)
  }

  @Test func firstStrongIsolatesMustCloseOnTheirLine() {
    #expect(DisplayRule.problems(inLine: "\u{2068}שלום\u{2069} and \u{2068}x\u{2069}").isEmpty)
    #expect(DisplayRule.problems(inLine: "\u{2068}open").count == 1)
    #expect(DisplayRule.problems(inLine: "closed\u{2069}\u{2068}").count == 2)
  }

  @Test func textPeopleWriteIsSafe() {
    #expect(DisplayRule.problems(inLine: "No Results for “東京” — café, مرحبا, e\u{301}").isEmpty)
  }

  @Test func aTabPassesOnlyWhereAllowed() {
    #expect(DisplayRule.problems(inLine: "a\tb").count == 1)
    #expect(DisplayRule.problems(inLine: "a\tb", allowingTab: true).isEmpty)
  }

  @Test func stylingIsTakenOutAndAnyOtherEscapeStaysToBeFound() {
    #expect(DisplayRule.withoutStyling("\u{1B}[1;31mNo Items\u{1B}[0m") == "No Items")
    let cleared = DisplayRule.withoutStyling("a\u{1B}[2Jb\u{1B}]0;t\u{7}")
    #expect(cleared == "a\u{1B}[2Jb\u{1B}]0;t\u{7}")
    #expect(!DisplayRule.problems(inLine: cleared).isEmpty)
  }
}
