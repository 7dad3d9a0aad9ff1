import Testing

@testable import EmptyStatesTerminal

/// The wrapping engine on its own, at widths the renderer's readable width never takes: each
/// line fits, says how many columns it takes, and closes the isolates it opens.
@Suite struct TerminalLineWrapperTests {
  @Test(arguments: [
    ("Landmarks you save appear here.", 20, ["Landmarks you save", "appear here."]),
    ("abcdef", 4, ["abcd", "ef"]),
    ("日本語 日本語", 7, ["日本語", "日本語"]),
    ("a\n\nb", 10, ["a", "", "b"]),
  ])
  func linesFitTheirWidth(text: String, width: Int, expected: [String]) {
    let lines = TerminalLineWrapper.lines(of: text, width: width)
    #expect(lines.map(\.text) == expected)
    #expect(lines.allSatisfy { $0.columns <= width })
    #expect(lines.map(\.columns) == lines.map { TerminalGlyph.columns(of: $0.text) })
  }

  @Test func anIsolateCutByABreakIsClosedAndOpenedAgain() {
    let lines = TerminalLineWrapper.lines(of: "\u{2068}abc def\u{2069} g", width: 4)
    #expect(lines.map(\.text) == ["\u{2068}abc\u{2069}", "\u{2068}def\u{2069}", "g"])
  }

  @Test func controlCharactersNeverReachALine() {
    let lines = TerminalLineWrapper.lines(of: "a\u{1B}[31mb\u{7}c", width: 20)
    #expect(!lines.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 } })
  }
}
