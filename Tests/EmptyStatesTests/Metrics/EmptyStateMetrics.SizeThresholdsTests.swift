import Testing

@testable import EmptyStates

/// The size an empty state takes follows its container: compact in a sidebar, a table section
/// or a narrow panel, spacious for a whole window on macOS and visionOS, regular otherwise.
@Suite struct SizeThresholdsTests {
  typealias Metrics = EmptyStateMetrics

  /// Real containers, in points, and the size each calls for.
  @Test(arguments: [
    // iOS: phones, an iPad sidebar, a table section, an iPad screen (never spacious).
    (Metrics.Platform.iOS, 320.0, 460.0, Metrics.Size.compact),  // iPhone SE (1st) content
    (.iOS, 393, 659, .regular),  // iPhone 15 under a large title
    (.iOS, 852, 330, .regular),  // iPhone 15 in landscape
    (.iOS, 320, 1000, .compact),  // iPad sidebar
    (.iOS, 393, 180, .compact),  // one section of a grouped list
    (.iOS, 1024, 1300, .regular),  // an iPad's whole screen
    // macOS: sidebar, inspector, content pane, whole window, a short wide strip.
    (.macOS, 220, 600, .compact),
    (.macOS, 260, 700, .compact),
    (.macOS, 600, 420, .regular),
    (.macOS, 1100, 720, .spacious),
    (.macOS, 1100, 200, .compact),
    (.macOS, 1100, 400, .regular),
    // visionOS: the default window, a smaller one, an ornament-sized panel.
    (.visionOS, 1280, 720, .spacious),
    (.visionOS, 700, 500, .regular),
    (.visionOS, 300, 500, .compact),
    // tvOS: the screen, a side panel.
    (.tvOS, 1920, 1080, .regular),
    (.tvOS, 480, 1080, .compact),
    // watchOS: every screen is regular (its metrics are small already).
    (.watchOS, 162, 197, .regular),
    (.watchOS, 90, 90, .regular),
  ])
  func aContainerCallsForASize(
    platform: Metrics.Platform, width: Double, height: Double, expected: Metrics.Size
  ) {
    #expect(
      Metrics.SizeThresholds(platform: platform).size(width: width, height: height) == expected)
  }

  /// Where only the width is known (a CSS inline-size container, a terminal) it decides alone.
  @Test(arguments: [
    (Metrics.Platform.web, 280.0, Metrics.Size.compact), (.web, 720, .regular),
    (.web, 2400, .regular), (.macOS, 1400, .spacious), (.macOS, 200, .compact),
  ])
  func theWidthAloneDecidesWithoutAHeight(
    platform: Metrics.Platform, width: Double, expected: Metrics.Size
  ) {
    #expect(Metrics.SizeThresholds(platform: platform).size(width: width) == expected)
  }

  /// A bigger container never calls for a smaller size: a state that grows with its size and
  /// is measured again settles at once, with no layout loop.
  @Test(arguments: Metrics.Platform.allCases)
  func sizeNeverShrinksAsTheContainerGrows(platform: Metrics.Platform) {
    let order: [Metrics.Size] = [.compact, .regular, .spacious]
    let thresholds = Metrics.SizeThresholds(platform: platform)
    let lengths = stride(from: 0.0, through: 3000, by: 10).map { $0 }
    for height in [100.0, 400, 900, 3000] {
      let sizes = lengths.map { thresholds.size(width: $0, height: height) }
      let ranks = sizes.compactMap { order.firstIndex(of: $0) }
      #expect(ranks.count == lengths.count)
      #expect(ranks == ranks.sorted())
    }
    for width in [100.0, 400, 900, 3000] {
      let ranks = lengths.compactMap {
        order.firstIndex(of: thresholds.size(width: width, height: $0))
      }
      #expect(ranks == ranks.sorted())
    }
  }

  /// Only macOS and visionOS have windows that want the spacious size.
  @Test(arguments: Metrics.Platform.allCases)
  func onlyWindowsOnMacOSAndVisionOSAreSpacious(platform: Metrics.Platform) {
    let huge = Metrics.SizeThresholds(platform: platform).size(width: 5000, height: 5000)
    #expect((huge == .spacious) == [.macOS, .visionOS].contains(platform))
  }
}
