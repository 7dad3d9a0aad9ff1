import Testing

@testable import EmptyStatesTerminal

/// Clipping a drawn line to a screen's width: styling kept and reset, wide characters whole,
/// isolates closed.
@Suite struct TerminalClippingTests {
  @Test(arguments: [
    ("\u{1B}[1mabcdef\u{1B}[0m", 3, "\u{1B}[1mabc\u{1B}[0m"),
    ("山田太郎", 5, "山田"),
    ("ab\u{2068}cdef\u{2069}", 4, "ab\u{2068}cd\u{2069}"),
    ("short", 20, "short"),
  ])
  func clippingKeepsStylingAndClosesIsolates(line: String, columns: Int, expected: String) {
    let clipped = TerminalRenderer.clipped(line, to: columns)
    #expect(clipped == expected)
    #expect(TerminalGlyph.columns(of: clipped) <= columns)
  }
}
