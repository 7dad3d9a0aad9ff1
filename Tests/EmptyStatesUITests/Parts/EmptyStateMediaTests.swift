import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// The `.icon` media against the metrics: the rounded square is the metrics' tile size with
/// their corner radius, both growing with the icon's text style, the symbol set in that style —
/// in the size the environment's control size asks for, and with absurd metrics.
@Suite @MainActor struct EmptyStateMediaTests {
  typealias Metrics = EmptyStateMetrics

  /// The metrics the media draws.
  nonisolated static let metricsRead: Set<String> = [
    "iconTileSize", "cornerRadius", "iconTextStyle",
  ]

  var media: some View {
    EmptyStateMedia(variant: .icon) { Image(systemName: "folder") }
  }

  struct Reading: Equatable {
    var minWidth: CGFloat?
    var minHeight: CGFloat?
    var cornerRadius: CGFloat?
    var font: Font?
    var tileRelativeTo: Font.TextStyle?

    init(_ metrics: Metrics) {
      minWidth = CGFloat(metrics.iconTileSize)
      minHeight = CGFloat(metrics.iconTileSize)
      cornerRadius = CGFloat(metrics.cornerRadius)
      font = Font.system(Font.TextStyle(metrics.iconTextStyle))
      tileRelativeTo = Font.TextStyle(metrics.iconTextStyle)
    }

    /// Read at the default text size, where a scaled metric is its base value.
    @MainActor init(_ tree: _ViewNode) throws {
      let tile = try #require(firstNode(tree, named: "EmptyStateIconTile<"))
      let frame = try #require(tile.attributes("frame").first)
      minWidth = (frame.arguments["minWidth"] as? CGFloat?) ?? nil
      minHeight = (frame.arguments["minHeight"] as? CGFloat?) ?? nil
      let radii = cornerRadii(tile)
      try #require(radii.count == 1)
      cornerRadius = radii.first
      font = tile.attributes("font").first?.arguments["_"] as? Font
      let scaled = try #require(scaledMetric("_tileSize", of: tile.view))
      #expect(scaledMetric("_cornerRadius", of: tile.view)?.relativeTo == scaled.relativeTo)
      tileRelativeTo = scaled.relativeTo
    }
  }

  func read(_ environment: EnvironmentValues) throws -> Reading {
    try Reading(_inspect(media, environment: environment))
  }

  @Test(arguments: Metrics.Platform.allCases)
  func tileFollowsTheMetricsOfTheControlSize(platform: Metrics.Platform) throws {
    try MetricsInspection.expectEveryControlSize(platform, expected: Reading.init, read: read)
  }

  /// How much the tile grows is SwiftUI's `ScaledMetric`'s to decide; that it grows is ours.
  @Test func tileGrowsWithDynamicType() throws {
    let table = EmptyStateMetricsTable.platform(.iOS)
    let large = try read(MetricsInspection.environment(table))
    let largest = try read(MetricsInspection.environment(table, dynamicTypeSize: .accessibility5))
    #expect(try #require(largest.minWidth) > #require(large.minWidth))
  }

  @Test func regularMediaHasNoTile() {
    let tree = _inspect(EmptyStateMedia { Image(systemName: "person") })
    #expect(firstNode(tree, named: "EmptyStateIconTile<") == nil)
    #expect(cornerRadii(tree).isEmpty)
  }

  @Test(arguments: metricsRead.sorted())
  func anAbsurdMetricShowsInTheTree(metric: String) throws {
    try MetricsInspection.expectAbsurdValuesShow(metric, expected: Reading.init, read: read)
  }
}
