import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesTerminal

@Suite struct TerminalRendererTests {
  let english = EmptyStateLocalizer(localeIdentifier: "en")

  @Test func plainTextReadsTitleDescriptionThenActions() {
    let text = TerminalRenderer(mode: .plain).render(english.localize(.offline))
    #expect(text == "You’re Offline\nCheck your connection and try again.\n\n[Try Again]\n")
  }

  @Test func plainTextHasNoEscapeSequences() {
    for preset in EmptyState.Preset.allCases {
      let text = TerminalRenderer(mode: .plain).render(
        english.localize(preset.emptyState(query: "q")))
      #expect(!text.contains("\u{1B}"))
    }
  }

  @Test func ansiStylesAndCentres() {
    let text = TerminalRenderer(mode: .ansi, width: 40).render(english.localize(.offline))
    #expect(text.contains("\u{1B}[1;33mYou’re Offline\u{1B}[0m"))
    let titleLine = text.split(separator: "\n").first { $0.contains("Offline") } ?? ""
    #expect(titleLine.hasPrefix(String(repeating: " ", count: (40 - 14) / 2) + "\u{1B}"))
  }

  @Test func inputCannotInjectEscapeSequences() {
    let state = EmptyState(
      "\u{1B}]0;pwned\u{07}Title\u{1B}[2J", description: "line\u{9B}31m\u{202E}two",
      actions: [EmptyState.Action("\u{1B}[5mGo", id: "go")])
    for mode in [TerminalRenderer.Mode.plain, .ansi] {
      let text = TerminalRenderer(mode: mode).render(english.localize(state))
      let escapes = text.components(separatedBy: "\u{1B}[").count - 1
      let ownEscapes = mode == .plain ? 0 : text.components(separatedBy: "\u{1B}[0m").count - 1
      #expect(escapes == ownEscapes * 2, "only the renderer's own styling may appear")
      #expect(
        !text.unicodeScalars.contains { $0 == "\u{07}" || $0 == "\u{9B}" || $0 == "\u{202E}" })
    }
  }

  @Test func wrapsLongDescriptionsAtWordBoundaries() {
    let renderer = TerminalRenderer(mode: .plain, width: 20)
    let lines = renderer.wrap("Landmarks you save will appear here when you save them.")
    #expect(lines.count >= 3, "55 characters need three lines of 20")
    #expect(lines.allSatisfy { $0.count <= 20 })
    #expect(
      lines.joined(separator: " ") == "Landmarks you save will appear here when you save them.")
  }

  @Test func wrappingCountsWideCharactersAsTwoColumns() {
    // Three six-column words and their two spaces fill a line of 20 exactly; the fourth wraps.
    let renderer = TerminalRenderer(mode: .plain, width: 20)
    #expect(renderer.lineWidth == 20)
    #expect(renderer.wrap("日本語 日本語 日本語 日本語") == ["日本語 日本語 日本語", "日本語"])
    // A line may also break between two wide characters, never between a wide and a narrow one.
    #expect(renderer.wrap("日本語 日本語 日本語a 日本語") == ["日本語 日本語 日本", "語a 日本語"])
  }

  @Test func ansiCentresWideTextByTheColumnsItTakes() {
    let text = TerminalRenderer(mode: .ansi, width: 40).render(
      english.localize(EmptyState("日本", actions: [EmptyState.Action("結果", id: "go")])))
    #expect(text.hasPrefix(String(repeating: " ", count: 18) + "\u{1B}[1m日本\u{1B}[0m\n"))
    #expect(text.hasSuffix("\n" + String(repeating: " ", count: 17) + "\u{1B}[1;7m[結果]\u{1B}[0m\n"))
  }

  @Test func wideCharactersCountTwoColumns() {
    #expect(TerminalGlyph.columns(of: "結果なし") == 8)
    #expect(TerminalGlyph.columns(of: "e\u{301}") == 1)
    #expect(TerminalGlyph.columns(of: "\u{1B}[1mab\u{1B}[0m") == 2)
  }

  @Test func unknownSymbolsGetANeutralGlyph() {
    #expect(TerminalGlyph.glyph(for: "no.such.symbol") == "○")
    #expect(TerminalGlyph.glyph(for: "wifi.slash") != "○")
  }

  @Test func progressLineShowsTheLabel() {
    let label = english.string(for: .loading)
    #expect(TerminalRenderer(mode: .plain).renderProgress(label: label) == "⋯ Loading…\n")
  }
}

extension TerminalRendererTests {
  /// An error the app describes reaches the terminal with its own words and recovery options
  /// beside Try Again, and nothing of its text can drive the terminal.
  @Test func anErrorTheAppDescribesDrawsItsCopyAndRecoveryOptions() throws {
    struct Full: LocalizedError, RecoverableError {
      var errorDescription: String? { "Sync Paused" }
      var failureReason: String? { "Storage is full.\u{1B}[2J" }
      var recoveryOptions: [String] { ["Manage Storage"] }
      func attemptRecovery(optionIndex: Int) -> Bool { false }
    }
    let state = try #require(EmptyState(failure: Full(), usesErrorText: true))
    let text = TerminalRenderer(mode: .plain).render(english.localize(state))
    #expect(text.contains("Sync Paused\n"))
    #expect(text.contains("[Try Again]  [Manage Storage]"))
    #expect(!text.contains("\u{1B}"))
  }
}

/// Text and buttons too wide for a line break rather than overflow, at any width asked for.
extension TerminalRendererTests {
  @Test func aWordWiderThanTheLineStartsALineAndBreaksBetweenCharacters() {
    let renderer = TerminalRenderer(mode: .plain, width: 20)
    #expect(
      renderer.wrap("Donaudampfschifffahrtsgesellschaft ist")
        == ["Donaudampfschifffahr", "tsgesellschaft ist"])
    #expect(
      renderer.wrap("a Donaudampfschifffahrtsgesellschaft")
        == ["a", "Donaudampfschifffahr", "tsgesellschaft"])
  }

  @Test func aBrokenWordKeepsWideCharactersAndClustersWhole() {
    let renderer = TerminalRenderer(mode: .plain, width: 20)
    // Narrow and wide characters never break between each other: the word breaks where the
    // next wide character would take columns 20 and 21.
    #expect(
      renderer.wrap(String(repeating: "a日", count: 10)) == ["a日a日a日a日a日a日a", "日a日a日a日"])
    #expect(
      renderer.wrap(String(repeating: "e\u{301}", count: 25))
        == [String(repeating: "e\u{301}", count: 20), String(repeating: "e\u{301}", count: 5)])
  }

  @Test func aCharacterWiderThanTheLineBreaksBetweenItsScalars() {
    // Fifteen leading jamo are one cluster of thirty columns.
    let cluster = String(repeating: "\u{1100}", count: 15)
    #expect(cluster.count == 1)
    #expect(
      TerminalRenderer(mode: .plain, width: 20).wrap(cluster) == [
        String(repeating: "\u{1100}", count: 10), String(repeating: "\u{1100}", count: 5),
      ])
  }

  @Test func aButtonWiderThanTheLineBreaksAcrossLines() {
    let state = EmptyState(
      "T",
      actions: [
        EmptyState.Action("Überlangerknopfbeschriftung", id: "long"),
        EmptyState.Action("OK", id: "ok"),
      ])
    #expect(
      TerminalRenderer(mode: .plain, width: 20).render(english.localize(state))
        == "T\n\n[Überlangerknopfbesc\nhriftung]  [OK]\n")
  }

  @Test func aButtonTitleIsOneLine() {
    let state = EmptyState(
      "T", actions: [EmptyState.Action("\u{2068}Two\nLines\u{2069}", id: "two")])
    #expect(
      TerminalRenderer(mode: .plain).render(english.localize(state))
        == "T\n\n[\u{2068}Two Lines\u{2069}]\n")
  }

  @Test func anIsolateAcrossParagraphsClosesOnEveryLine() {
    #expect(
      TerminalRenderer(mode: .plain, width: 20).wrap("\u{2068}אבג\nדהו\u{2069} end") == [
        "\u{2068}אבג\u{2069}", "\u{2068}דהו\u{2069} end",
      ])
  }

  @Test(arguments: [
    (Int.min, 20), (-1, 20), (0, 20), (19, 20), (10_001, 10_000), (Int.max, 10_000),
  ])
  func aWidthOutOfRangeIsTheNearestInRange(asked: Int, drawn: Int) {
    var renderer = TerminalRenderer(mode: .ansi, width: asked)
    #expect(renderer.width == drawn)
    let text = renderer.render(english.localize(EmptyState("Title")))
    #expect(text == String(repeating: " ", count: (drawn - 5) / 2) + "\u{1B}[1mTitle\u{1B}[0m\n")
    renderer.width = 72
    renderer.width = asked
    #expect(renderer.width == drawn)
  }

  @Test func aProgressLabelWiderThanTheLineWraps() {
    #expect(
      TerminalRenderer(mode: .plain, width: 20).renderProgress(
        label: "Loading the whole library of items")
        == "⋯ Loading the whole\nlibrary of items\n")
  }
}
