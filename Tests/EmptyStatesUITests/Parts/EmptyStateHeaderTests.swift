import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// The composed header against the metrics: its parts stand the title-to-description gap apart,
/// the media the media-to-title gap above the title, within the readable width, in the metrics'
/// text styles — for every control size, and with absurd metrics.
@Suite @MainActor struct EmptyStateHeaderTests {
  typealias Metrics = EmptyStateMetrics

  /// The metrics the header and its parts draw (the icon tile's are `EmptyStateMediaTests`').
  nonisolated static let metricsRead: Set<String> = [
    "mediaToTitle", "titleToDescription", "maxContentWidth", "titleTextStyle",
    "descriptionTextStyle",
  ]

  var header: some View {
    EmptyStateHeader {
      EmptyStateMedia(variant: .icon) { Image(systemName: "folder") }
      EmptyStateTitle("No Projects Yet")
      EmptyStateDescription("Get started by creating your first project.")
    }
  }

  struct Reading: Equatable {
    var mediaToTitle: CGFloat?
    var titleToDescription: CGFloat?
    var maxWidth: CGFloat?
    var titleFont: Font?
    var descriptionFont: Font?

    init(_ metrics: Metrics) {
      mediaToTitle = CGFloat(metrics.mediaToTitle)
      titleToDescription = CGFloat(metrics.titleToDescription)
      maxWidth = metrics.maxContentWidth.map { CGFloat($0) }
      titleFont = Font.system(Font.TextStyle(metrics.titleTextStyle)).bold()
      descriptionFont = Font.system(Font.TextStyle(metrics.descriptionTextStyle))
    }

    /// The gap under the media is the header's spacing plus the padding the media keeps.
    @MainActor init(_ tree: _ViewNode) throws {
      let spacing = try #require(stacks(tree).first?.spacing)
      let media = try #require(firstNode(tree, named: "EmptyStateMedia<"))
      let below = try #require(padding(media, .bottom))
      titleToDescription = spacing
      mediaToTitle = spacing + below
      maxWidth = EmptyStatesUITests.maxWidth(tree)
      titleFont = font(tree, aboveText: "No Projects Yet")
      descriptionFont = font(tree, aboveText: "Get started by creating your first project.")
    }
  }

  func read(_ environment: EnvironmentValues) throws -> Reading {
    try Reading(_inspect(header, environment: environment))
  }

  @Test(arguments: Metrics.Platform.allCases)
  func gapsWidthAndTextStylesAreTheMetrics(platform: Metrics.Platform) throws {
    try MetricsInspection.expectEveryControlSize(platform, expected: Reading.init, read: read)
  }

  @Test(arguments: metricsRead.sorted())
  func anAbsurdMetricShowsInTheTree(metric: String) throws {
    try MetricsInspection.expectAbsurdValuesShow(metric, expected: Reading.init, read: read)
  }
}
