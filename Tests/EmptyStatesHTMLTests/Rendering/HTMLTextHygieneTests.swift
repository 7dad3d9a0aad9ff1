import EmptyStates
import Testing

@testable import EmptyStatesHTML

@Suite struct HTMLTextHygieneTests {
  @Test func strayIsolatesAndOverridesNeverReachThePage() {
    let state = EmptyState("x\u{2067}y", systemImage: "tray", description: "a\u{202E}b")
    let html = HTMLRenderer().render(state, localizer: EmptyStateLocalizer(localeIdentifier: "en"))
    #expect(html.contains("xy"))
    #expect(!html.unicodeScalars.contains { [0x2067, 0x202E].contains($0.value) })
  }

  @Test func balancedIsolatesBecomeBdiElements() {
    let html = HTMLEscaping.escapeIsolatingBidi("For \u{2068}<b>\u{2069}")
    #expect(html == "For <bdi>&lt;b&gt;</bdi>")
  }
}
