import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesTerminal

/// The row form on a terminal: an indented entry in one section of a listing, exact to the
/// character, measured by the compact metrics on the character grid.
@Suite struct TerminalRowTests {
  let english = EmptyStateLocalizer(localeIdentifier: "en")

  static let favourites = EmptyState(
    "No Favourites Yet", systemImage: "star", description: "Recipes you star appear here.",
    actions: [
      EmptyState.Action("Browse Recipes", id: "browse"),
      EmptyState.Action("Import", id: "import", role: .secondary),
    ])

  @Test func plainRowIsTheTitleThenTheDescriptionAndActions() {
    let text = TerminalRenderer(mode: .plain).renderRow(english.localize(Self.favourites))
    #expect(
      text == """
           No Favourites Yet
           Recipes you star appear here.  [Browse Recipes]  [Import]

        """)
  }

  @Test func aTitleAloneIsOneLine() {
    let state = EmptyState("No Recent Items", systemImage: "clock")
    #expect(
      TerminalRenderer(mode: .plain).renderRow(english.localize(state)) == "   No Recent Items\n")
  }

  @Test func actionsWithoutADescriptionTakeTheSecondLine() {
    let state = EmptyState("No Playlists", actions: [EmptyState.Action("New Playlist", id: "new")])
    #expect(
      TerminalRenderer(mode: .plain).renderRow(english.localize(state))
        == "   No Playlists\n   [New Playlist]\n")
  }

  @Test func longLinesWrapUnderTheTitleAndActionsThatDoNotFitMoveDown() {
    let text = TerminalRenderer(mode: .plain, width: 30).renderRow(
      english.localize(Self.favourites))
    #expect(
      text == """
           No Favourites Yet
           Recipes you star appear
           here.
           [Browse Recipes]  [Import]

        """)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 30 })
  }

  @Test func buttonsThatDoNotFitOneLineWrapOntoMore() {
    var state = Self.favourites
    state.actions.append(EmptyState.Action("Export All Items", id: "export"))
    #expect(
      TerminalRenderer(mode: .plain, width: 30).renderRow(english.localize(state)) == """
           No Favourites Yet
           Recipes you star appear
           here.
           [Browse Recipes]  [Import]
           [Export All Items]

        """)
  }

  @Test func ansiLeadsWithTheGlyphAndDimsTheText() {
    let text = TerminalRenderer(mode: .ansi).renderRow(english.localize(Self.favourites))
    let escape = "\u{1B}["
    #expect(
      text == "   \(escape)2m☆\(escape)0m \(escape)2mNo Favourites Yet\(escape)0m\n"
        + "     \(escape)2mRecipes you star appear here.\(escape)0m  "
        + "\(escape)1;7m[Browse Recipes]\(escape)0m  \(escape)1m[Import]\(escape)0m\n")
  }

  @Test func aFailureKeepsItsTonesColour() {
    let text = TerminalRenderer(mode: .ansi).renderRow(english.localize(.offline))
    #expect(text.contains("\u{1B}[2;33mYou’re Offline\u{1B}[0m"))
  }

  @Test func inputCannotInjectControlCharacters() {
    let state = EmptyState(
      "\u{1B}]0;pwned\u{07}Title\u{1B}[2J", description: "line\u{9B}31m\u{202E}two\nthree",
      actions: [EmptyState.Action("\u{1B}[5mGo", id: "go")])
    for mode in [TerminalRenderer.Mode.plain, .ansi] {
      let text = TerminalRenderer(mode: mode).renderRow(english.localize(state))
      let escapes = text.components(separatedBy: "\u{1B}[").count - 1
      let ownEscapes = mode == .plain ? 0 : text.components(separatedBy: "\u{1B}[0m").count - 1
      #expect(escapes == ownEscapes * 2, "only the renderer's own styling may appear")
      #expect(
        !text.unicodeScalars.contains { $0 == "\u{07}" || $0 == "\u{9B}" || $0 == "\u{202E}" })
      #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("   ") })
    }
  }

  /// The indent, the gaps and the glyph follow the compact metrics: absurd values show.
  @Test func measuresWithTheRowMetrics() {
    var renderer = TerminalRenderer(mode: .plain, width: 100)
    renderer.rowMetrics.horizontalPadding = 97.5  // 15 columns of 6.5 points (footnote, 13 pt)
    renderer.rowMetrics.textToActions = 39  // 6 columns
    renderer.rowMetrics.actionSpacing = 0.5  // none
    let text = renderer.renderRow(english.localize(Self.favourites))
    let indent = String(repeating: " ", count: 15)
    #expect(
      text == "\(indent)No Favourites Yet\n"
        + "\(indent)Recipes you star appear here.      [Browse Recipes][Import]\n")
    renderer.mode = .ansi
    renderer.rowMetrics.showsMedia = false
    #expect(!renderer.renderRow(english.localize(Self.favourites)).contains("○"))
  }
}
