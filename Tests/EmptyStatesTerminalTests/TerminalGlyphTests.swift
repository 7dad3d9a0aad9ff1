import EmptyStates
import Testing

@testable import EmptyStatesTerminal

/// Every symbol of the core's list, every preset's among them, has a terminal glyph of its own.
@Suite struct TerminalGlyphTests {
  static let fallback = TerminalGlyph.glyph(for: "no.such.symbol")

  @Test(arguments: EmptyState.Media.symbolNames)
  func everySymbolOfTheCoreListIsDrawnWithAGlyphOfItsOwn(name: String) {
    let glyph = TerminalGlyph.glyph(for: name)
    #expect(glyph != Self.fallback)
    #expect(TerminalGlyph.columns(of: glyph) == 1)
    let state = EmptyState("Title", media: .symbol(name))
    let drawn = TerminalRenderer(mode: .ansi)
      .render(EmptyStateLocalizer(localeIdentifier: "en").localize(state))
    #expect(drawn.hasPrefix(String(repeating: " ", count: 35) + "\u{1B}[2m" + glyph))
  }

  @Test func theGlyphsAreExactlyTheCoreList() {
    #expect(TerminalGlyph.glyphs.keys.sorted() == EmptyState.Media.symbolNames)
  }

  @Test(arguments: EmptyState.Preset.allCases)
  func everyPresetSymbolHasAGlyphOfItsOwn(preset: EmptyState.Preset) {
    #expect(TerminalGlyph.glyph(for: preset.symbol) != Self.fallback)
    let drawn = TerminalRenderer(mode: .ansi)
      .render(EmptyStateLocalizer(localeIdentifier: "en").localize(preset.emptyState(query: "q")))
    #expect(drawn.contains(TerminalGlyph.glyph(for: preset.symbol)))
  }

  @Test func unknownSymbolsGetTheNeutralGlyph() {
    #expect(TerminalGlyph.glyph(for: "") == Self.fallback)
    #expect(TerminalGlyph.glyph(for: "\u{1B}[31m") == Self.fallback)
    #expect(Self.fallback == "○")
  }

  @Test(arguments: [
    "", "a", "日本", "e\u{301}", "\u{1B}[1mx\u{1B}[0m", "a b~", "\u{7}", "\u{7F}", "\t", "a\u{200B}b",
  ])
  func columnsCountWhatTheTerminalShows(text: String) {
    let expected = [
      "": 0, "a": 1, "日本": 4, "e\u{301}": 1, "\u{1B}[1mx\u{1B}[0m": 1, "a b~": 4, "\u{7}": 0,
      "\u{7F}": 0, "\t": 0, "a\u{200B}b": 2,
    ][text]
    #expect(TerminalGlyph.columns(of: text) == expected)
  }
}
