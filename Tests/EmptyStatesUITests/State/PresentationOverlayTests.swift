import EmptyStates
import Foundation
@_spi(Inspection) import SwiftUI
import Testing
import _EmptyStatesTestSupport

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

  /// The SwiftUI layer's reading of the core's rule for a failed refresh, which the terminal,
  /// HTML and the demo are held to as well (`FailedRefreshParityTests`): the rows kept, the
  /// failure's compact form at the top, in its localized words, with its actions.
  @Test(arguments: ["en", "de", "ar"])
  func aFailedRefreshDrawsTheCoresDecision(locale: String) throws {
    var values = environment()
    values.locale = Locale(identifier: locale)
    values.emptyStateDefaults = EmptyStateDefaults(languages: .all)
    let screen = values.emptyStateLocalizer.localize(FailedRefreshNotice.presentation)
    let expected = try #require(FailedRefreshNotice.expected(for: screen))
    #expect(
      locale == "en"
        || expected.texts[0] != EmptyStateLocalizer(localeIdentifier: "en").localize(.offline).title
    )
    let tree = _inspect(
      List { Text("Kept row") }.emptyState(FailedRefreshNotice.presentation), environment: values)
    let alignments = tree.attributes("frame").compactMap { $0.arguments["alignment"] as? Alignment }
    let drawn = FailedRefreshNotice(
      keepsContent: tree.texts.contains("Kept row"),
      isAboveContent: alignments.contains(.top),
      isCompact: !tree.all(CompactEmptyStateBody.self).isEmpty,
      texts: FailedRefreshNotice.texts(
        expected.texts, drawnIn: tree.texts.filter { $0 != "Kept row" }.joined(separator: "\n")),
      actions: tree.accessibilityElements.filter { $0.traits.contains(.isButton) }.map(\.label))
    #expect(drawn == expected)
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
