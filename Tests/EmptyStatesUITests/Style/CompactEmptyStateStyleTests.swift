import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// The compact style against the metrics: it measures with the compact size whatever the
/// control size — the symbol beside the title, the description under it, the actions after —
/// on every platform's table and with absurd metrics.
@Suite @MainActor struct CompactEmptyStateStyleTests {
  typealias Metrics = EmptyStateMetrics

  /// The metrics the compact style draws.
  nonisolated static let metricsRead: Set<String> = [
    "showsMedia", "titleTextStyle", "descriptionTextStyle", "mediaToTitle", "titleToDescription",
    "textToActions", "actionSpacing", "verticalPadding",
  ]

  struct Reading: Equatable {
    var showsMedia: Bool
    var mediaToTitle: CGFloat?
    var titleToDescription: CGFloat?
    var textToActions: CGFloat?
    var actionSpacing: CGFloat?
    var verticalPadding: CGFloat?
    var titleFont: Font?
    var descriptionFont: Font?

    init(_ metrics: Metrics) {
      showsMedia = metrics.showsMedia
      mediaToTitle = CGFloat(metrics.mediaToTitle)
      titleToDescription = CGFloat(metrics.titleToDescription)
      textToActions = CGFloat(metrics.textToActions)
      actionSpacing = CGFloat(metrics.actionSpacing)
      verticalPadding = CGFloat(metrics.verticalPadding)
      titleFont = Font.system(Font.TextStyle(metrics.titleTextStyle))
      descriptionFont = Font.system(Font.TextStyle(metrics.descriptionTextStyle))
    }

    /// The gap above the actions is the stack's spacing plus the padding the actions keep.
    @MainActor init(_ tree: _ViewNode) throws {
      let body = try #require(tree.firstNode(CompactEmptyStateBody.self))
      let label = try #require(body.firstNode(CompactEmptyStateLabelLayout.self))
      showsMedia = firstNode(label, named: "EmptyStateMediaView") != nil
      mediaToTitle = stacks(label).first?.spacing
      let spacing = try #require(stacks(body).first?.spacing)
      titleToDescription = spacing
      let actions = try #require(
        body.allNodes.first { node in
          guard let attribute = node.modifier as? _AttributeModifier else { return false }
          return attribute.name == "padding" && attribute.arguments["edges"] as? Edge.Set == .top
        })
      textToActions = try spacing + #require(padding(actions, .top))
      actionSpacing = stacks(actions).first?.spacing
      verticalPadding = padding(body, .vertical)
      titleFont = font(body, aboveText: "You’re Offline")
      descriptionFont = font(body, aboveText: "Check your connection and try again.")
    }
  }

  func read(_ environment: EnvironmentValues) throws -> Reading {
    let view = EmptyStateView(.offline).emptyStateStyle(.compact)
    return try Reading(_inspect(view, environment: environment))
  }

  @Test(arguments: Metrics.Platform.allCases)
  func measuresWithTheCompactSizeWhateverTheControlSize(platform: Metrics.Platform) throws {
    try MetricsInspection.expectEveryControlSize(
      platform, size: { _ in .compact }, expected: Reading.init, read: read)
  }

  @Test(arguments: metricsRead.sorted())
  func anAbsurdMetricShowsInTheTree(metric: String) throws {
    try MetricsInspection.expectAbsurdValuesShow(
      metric, size: .compact, expected: Reading.init, read: read)
  }
}
