import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// The backport's layout against the metrics: every gap, margin, width, text style and symbol
/// size read back from the view tree equals the metric, for every platform's table, control
/// size and some text sizes; an absurd value in any metric it reads shows up in the tree.
@Suite @MainActor struct EmptyStateStandardLayoutTests {
  typealias Metrics = EmptyStateMetrics

  /// The metrics this layout draws.
  nonisolated static let metricsRead: Set<String> = [
    "showsMedia", "symbolPointSize", "symbolTextStyle", "titleTextStyle", "descriptionTextStyle",
    "mediaToTitle", "titleToDescription", "textToActions", "actionSpacing", "actionsAxis",
    "verticalPadding", "horizontalPadding", "maxContentWidth",
  ]

  nonisolated static let title = "You’re Offline"
  nonisolated static let description = "Check your connection and try again."

  /// What the layout measures, as the tree shows it or as metrics say it should.
  struct Reading: Equatable {
    var mediaToTitle: CGFloat?
    var titleToDescription: CGFloat?
    var textToActions: CGFloat?
    var actionsStack: String?
    var actionSpacing: CGFloat?
    var symbol: CGFloat?
    var symbolRelativeTo: Font.TextStyle?
    var titleFont: Font?
    var descriptionFont: Font?
    var verticalPadding: CGFloat?
    var horizontalPadding: CGFloat?
    var maxWidth: CGFloat?

    init(_ metrics: Metrics) {
      mediaToTitle = CGFloat(metrics.mediaToTitle)
      titleToDescription = CGFloat(metrics.titleToDescription)
      textToActions = CGFloat(metrics.textToActions)
      actionsStack = metrics.actionsAxis == .vertical ? "VStack" : "HStack"
      actionSpacing = CGFloat(metrics.actionSpacing)
      if metrics.showsMedia {
        symbol = CGFloat(metrics.symbolPointSize)
        symbolRelativeTo = Font.TextStyle(metrics.symbolTextStyle)
      }
      titleFont = Font.system(Font.TextStyle(metrics.titleTextStyle)).bold()
      descriptionFont = Font.system(Font.TextStyle(metrics.descriptionTextStyle))
      verticalPadding = CGFloat(metrics.verticalPadding)
      horizontalPadding = CGFloat(metrics.horizontalPadding)
      maxWidth = metrics.maxContentWidth.map { CGFloat($0) }
    }

    @MainActor init(_ tree: _ViewNode) throws {
      let layout = try #require(tree.firstNode(EmptyStateStandardLayout.self))
      let outer = stacks(layout)
      try #require(outer.count >= 2)
      textToActions = outer[0].spacing
      titleToDescription = outer[1].spacing
      let label = try #require(layout.firstNode(EmptyStateLabelLayout.self))
      mediaToTitle = stacks(label).first?.spacing
      if let frame = firstNode(label, named: "EmptyStateSymbolFrame<") {
        let scaled = scaledMetric("_pointSize", of: frame.view)
        symbol = scaled?.base
        symbolRelativeTo = scaled?.relativeTo
      }
      let actions = try #require(layout.firstNode(EmptyStateActionsLayout.self))
      actionsStack = stacks(actions).first?.kind
      actionSpacing = stacks(actions).first?.spacing
      titleFont = font(layout, aboveText: EmptyStateStandardLayoutTests.title)
      descriptionFont = font(layout, aboveText: EmptyStateStandardLayoutTests.description)
      verticalPadding = padding(layout, .vertical)
      horizontalPadding = padding(layout, .horizontal)
      maxWidth = EmptyStatesUITests.maxWidth(layout)
    }
  }

  func read(_ environment: EnvironmentValues) throws -> Reading {
    let tree = _inspect(EmptyStateView(.offline), environment: environment)
    #expect(tree.texts.contains(Self.title))
    return try Reading(tree)
  }

  @Test(arguments: Metrics.Platform.allCases, [DynamicTypeSize.large, .accessibility3])
  func everyMeasurementIsTheMetric(platform: Metrics.Platform, textSize: DynamicTypeSize) throws {
    try MetricsInspection.expectEveryControlSize(
      platform, dynamicTypeSize: textSize, expected: Reading.init, read: read)
  }

  @Test(arguments: metricsRead.sorted())
  func anAbsurdMetricShowsInTheTree(metric: String) throws {
    try MetricsInspection.expectAbsurdValuesShow(metric, expected: Reading.init, read: read)
  }
}
