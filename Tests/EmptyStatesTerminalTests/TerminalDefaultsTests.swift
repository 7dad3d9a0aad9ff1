import EmptyStates
import Testing

@testable import EmptyStatesTerminal

/// A tool sets its size once, in `EmptyStateDefaults`: the terminal lays the state out with the
/// metrics of that size.
@Suite struct TerminalDefaultsTests {
  static let state = EmptyStateLocalizer(localeIdentifier: "en").localize(
    EmptyState(
      "No Notes", systemImage: "doc.text", description: "Write one.",
      actions: [EmptyState.Action("New Note", id: "new-note")]))

  @Test(arguments: EmptyStateMetrics.Size.allCases)
  func theSizeComesFromTheDefaults(size: EmptyStateMetrics.Size) {
    let renderer = TerminalRenderer(defaults: EmptyStateDefaults(size: size), mode: .ansi)
    #expect(renderer.metrics == EmptyStateMetrics(platform: .web, size: size))
    var drawn = TerminalRenderer(mode: .ansi)
    drawn.metrics = EmptyStateMetrics(platform: .web, size: size)
    #expect(renderer.render(Self.state) == drawn.render(Self.state))
  }

  @Test func theSizesLookDifferent() {
    let outputs = Set(
      EmptyStateMetrics.Size.allCases.map {
        TerminalRenderer(defaults: EmptyStateDefaults(size: $0), mode: .ansi).render(Self.state)
      })
    #expect(outputs.count > 1)
  }

  @Test func aRendererWithoutDefaultsDrawsWithTheStandardOnes() {
    let plain = TerminalRenderer(mode: .ansi, width: 60)
    let standard = TerminalRenderer(defaults: .standard, mode: .ansi, width: 60)
    #expect(plain.metrics == standard.metrics)
    #expect(plain.render(Self.state) == standard.render(Self.state))
  }
}
