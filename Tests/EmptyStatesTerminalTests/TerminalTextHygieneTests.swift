import EmptyStates
import Testing

@testable import EmptyStatesTerminal

@Suite struct TerminalTextHygieneTests {
  /// The drift the core's one character list ended: a stray right-to-left isolate reached the
  /// terminal while HTML dropped it.
  @Test func strayIsolatesNeverReachTheTerminal() {
    let state = EmptyStateLocalizer(localeIdentifier: "en")
      .localize(EmptyState("x\u{2067}y", systemImage: "tray", description: "a\u{202E}b"))
    for mode in [TerminalRenderer.Mode.plain, .ansi] {
      let text = TerminalRenderer(mode: mode).render(state)
      #expect(text.contains("xy"))
      #expect(!text.unicodeScalars.contains { [0x2067, 0x202E].contains($0.value) })
    }
  }
}
