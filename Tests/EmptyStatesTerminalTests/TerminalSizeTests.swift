import EmptyStates
import Testing

@testable import EmptyStatesTerminal

/// The terminal's width chooses the size, as a container's width does on the web: compact in a
/// narrow terminal or split pane, regular in a usual one; never spacious (the web has no
/// spacious width).
@Suite struct TerminalSizeTests {
  @Test(arguments: [
    (20, EmptyStateMetrics.Size.compact), (32, .compact), (80, .regular), (120, .regular),
    (400, .regular),
  ])
  func theWidthChoosesTheSize(columns: Int, expected: EmptyStateMetrics.Size) {
    #expect(TerminalRenderer(width: columns).metrics.size == expected)
  }

  /// A narrow terminal lays the state out with the compact size's measurements.
  @Test func aNarrowTerminalLaysOutTheCompactSize() {
    let narrow = TerminalRenderer(width: 24).metrics
    #expect(narrow == EmptyStateMetrics(platform: .web, size: .compact))
    #expect(TerminalRenderer().metrics == EmptyStateMetrics(platform: .web))
  }
}
