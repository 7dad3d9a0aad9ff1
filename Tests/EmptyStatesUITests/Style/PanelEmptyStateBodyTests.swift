import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// The card and outlined styles' panel: rounded by the metrics' corner radius, padded by their
/// vertical margin, the outline dashed by their width and dash length — on every platform's
/// table and with absurd metrics.
@Suite @MainActor struct PanelEmptyStateBodyTests {
  typealias Metrics = EmptyStateMetrics

  /// The metrics the panel itself draws (its content is the standard layout's).
  nonisolated static let metricsRead: Set<String> = [
    "cornerRadius", "verticalPadding", "outlineWidth", "outlineDashLength",
  ]

  enum Panel: String, CaseIterable {
    case card, outlined
  }

  struct Reading: Equatable {
    var cornerRadius: CGFloat?
    var padding: CGFloat?
    var outlineWidth: CGFloat?
    var outlineDashes: [CGFloat]?

    init(_ metrics: Metrics, _ panel: Panel) {
      cornerRadius = CGFloat(metrics.cornerRadius)
      padding = CGFloat(metrics.verticalPadding)
      if panel == .outlined {
        outlineWidth = CGFloat(metrics.outlineWidth)
        outlineDashes = [CGFloat(metrics.outlineDashLength)]
      }
    }

    @MainActor init(_ tree: _ViewNode) throws {
      let body = try #require(tree.firstNode(PanelEmptyStateBody.self))
      let radii = cornerRadii(body)
      try #require(radii.count == 1)
      cornerRadius = radii.first
      padding = EmptyStatesUITests.padding(body, .all)
      let strokes = body.strokeBorderStyles
      #expect(strokes.count <= 1)
      outlineWidth = strokes.first?.lineWidth
      outlineDashes = strokes.first?.dash
    }
  }

  func read(_ panel: Panel, _ environment: EnvironmentValues) throws -> Reading {
    let view = EmptyStateView(.offline)
    let styled =
      panel == .card
      ? AnyView(view.emptyStateStyle(.card)) : AnyView(view.emptyStateStyle(.outlined))
    return try Reading(_inspect(styled, environment: environment))
  }

  @Test(arguments: Panel.allCases, Metrics.Platform.allCases)
  func panelIsMeasuredByTheMetrics(panel: Panel, platform: Metrics.Platform) throws {
    try MetricsInspection.expectEveryControlSize(
      platform, expected: { Reading($0, panel) }, read: { try read(panel, $0) })
  }

  @Test(arguments: metricsRead.sorted())
  func anAbsurdMetricShowsInTheTree(metric: String) throws {
    let panels = metric.hasPrefix("outline") ? [Panel.outlined] : Panel.allCases
    for panel in panels {
      try MetricsInspection.expectAbsurdValuesShow(
        metric, expected: { Reading($0, panel) }, read: { try read(panel, $0) })
    }
  }
}
