import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// The banner that reports a failed refresh above the content kept: its panel's corner radius
/// is the metrics', on every platform's table and with absurd metrics.
@Suite @MainActor struct PresentationOverlayTests {
  typealias Metrics = EmptyStateMetrics

  /// The metrics the overlay itself draws (the banner's content is the compact style's).
  nonisolated static let metricsRead: Set<String> = ["bannerCornerRadius"]

  var screen: some View {
    List { Text("Kept row") }.emptyState(.contentWithError(.offline, reason: .offline))
  }

  func bannerRadius(_ environment: EnvironmentValues) throws -> CGFloat {
    let tree = _inspect(screen, environment: environment)
    #expect(tree.texts.contains("Kept row"))
    #expect(!tree.modifiers(PresentationOverlay.self).isEmpty)
    let radii = cornerRadii(tree)
    try #require(radii.count == 1)
    return try #require(radii.first)
  }

  @Test(arguments: Metrics.Platform.allCases)
  func bannerIsRoundedByTheMetrics(platform: Metrics.Platform) throws {
    try MetricsInspection.expectEveryControlSize(
      platform, expected: { CGFloat($0.bannerCornerRadius) }, read: bannerRadius)
  }

  @Test(arguments: metricsRead.sorted())
  func anAbsurdMetricShowsInTheTree(metric: String) throws {
    try MetricsInspection.expectAbsurdValuesShow(
      metric, expected: { CGFloat($0.bannerCornerRadius) }, read: bannerRadius)
  }
}
