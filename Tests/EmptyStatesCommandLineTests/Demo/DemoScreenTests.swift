import EmptyStates
import Testing

@testable import EmptyStatesCommandLine

/// The demo's screen: the whole terminal, at any size, in any locale, with any query.
@Suite struct DemoScreenTests {
  func screen(rows: Int = 24, columns: Int, styled: Bool = true) -> DemoScreen {
    DemoScreen(rows: rows, columns: columns, isStyled: styled, defaults: DemoCommand.defaults)
  }

  /// The model in each situation the demo shows, in `locale`.
  func situations(locale: String) -> [(String, DemoModel)] {
    var loading = DemoModel(locales: [locale], rules: DemoCommand.defaults.rules, policy: .standard)
    loading.start(at: 0)
    var loaded = loading
    loaded.advance(to: 5)
    var searching = loaded
    searching.press(.character("/"), at: 6)
    for character in "no such person, no such name" {
      searching.press(.character(character), at: 6)
    }
    var empty = loaded
    empty.press(.character("e"), at: 6)
    var offline = loaded
    offline.press(.character("o"), at: 6)
    offline.press(.character("l"), at: 6)
    offline.advance(to: 8)
    var failedRefresh = loaded
    failedRefresh.press(.character("f"), at: 6)
    failedRefresh.advance(to: 8)
    var keys = loaded
    keys.press(.character("?"), at: 6)
    return [
      ("loading", loading), ("loaded", loaded), ("no results", searching), ("empty", empty),
      ("offline", offline), ("failed refresh", failedRefresh), ("keys", keys),
    ]
  }

  /// Columns as a terminal counts them, without the styling.
  func columns(_ row: String) -> Int {
    TerminalOracle.columns(TerminalOracle.unstyled(row))
  }

  @Test(arguments: [20, 40, 80, 120], ["en", "ja", "ar"])
  func everyRowFitsAndTheScreenIsExactlyFull(width: Int, locale: String) {
    for (name, model) in situations(locale: locale) {
      let rows = screen(columns: width).draw(model, at: 0.5)
      #expect(rows.count == 24, "\(name)")
      for row in rows {
        #expect(columns(row) <= width, "\(name) at \(width): \(row)")
      }
    }
  }

  @Test func theKeysInUseAreAlwaysOnScreenEvenWhenNarrow() {
    for (name, model) in situations(locale: "en") {
      let text = screen(columns: 20, styled: false).draw(model, at: 0.5).joined(separator: "\n")
      #expect(!model.keyHints.isEmpty)
      for hint in model.keyHints {
        #expect(text.contains(hint.key), "\(name): \(hint.key) missing")
      }
    }
  }

  @Test func withoutStylingNoRowCarriesAnEscape() {
    for (name, model) in situations(locale: "ar") {
      let rows = screen(columns: 80, styled: false).draw(model, at: 0.5)
      #expect(!rows.joined().contains("\u{1B}"), "\(name)")
    }
  }

  @Test func theEmptyStateFollowsTheSituationAndTheLocale() {
    let all = Dictionary(uniqueKeysWithValues: situations(locale: "de"))
    let text = { (name: String) in
      self.screen(columns: 80, styled: false).draw(all[name]!, at: 0.5).joined(separator: "\n")
    }
    #expect(text("empty").contains("Keine Kontakte"))
    #expect(text("empty").contains("[Beispiele laden]"))
    #expect(text("loaded").contains("Ada Lovelace"))
    #expect(!text("loaded").contains("Keine Kontakte"))
    // The preset's German, from the package's catalog; the query quoted the German way.
    #expect(text("no results").contains("„no such person, no such name“"))
    #expect(text("failed refresh").contains("Ada Lovelace"))
  }

  @Test func theSymbolBreathesUnlessMotionIsReduced() {
    var model = situations(locale: "en").first { $0.0 == "empty" }!.1
    let screen = self.screen(columns: 80)
    // Half a breath bright, half dim: the standard breath lasts 3 s.
    let bright = screen.draw(model, at: 0.2)
    let dim = screen.draw(model, at: 1.7)
    #expect(bright != dim)
    #expect(dim.contains { $0.contains("\u{1B}[2m◉") })
    #expect(!bright.contains { $0.contains("\u{1B}[2m◉") })
    #expect(screen.nextChange(model, after: 0.2) == 1.5)
    model.press(.character("m"), at: 2)
    #expect(screen.draw(model, at: 0.2) == screen.draw(model, at: 1.7))
    #expect(screen.nextChange(model, after: 0.2) == nil)
  }

  @Test func theRetrysButtonsAreDrawnDisabled() {
    var model = situations(locale: "en").first { $0.0 == "offline" }!.1
    let enabled = screen(columns: 80).draw(model, at: 9).joined()
    model.press(.enter, at: 9)
    let disabled = screen(columns: 80).draw(model, at: 9.1).joined()
    #expect(enabled.contains("\u{1B}[1;7m[Try Again]"))
    #expect(disabled.contains("\u{1B}[2m[Try Again]"))
    #expect(!disabled.contains("\u{1B}[1;7m[Try Again]"))
  }
}
