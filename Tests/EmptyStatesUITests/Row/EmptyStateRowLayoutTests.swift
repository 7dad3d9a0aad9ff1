import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// The row's layout against the metrics: it measures with the compact size whatever the control
/// size — the symbol beside the title, the description under it, the actions after — on every
/// platform's table and with absurd metrics; and it states no frame or padding of its own.
@Suite @MainActor struct EmptyStateRowLayoutTests {
  typealias Metrics = EmptyStateMetrics

  /// The metrics the row draws.
  nonisolated static let metricsRead: Set<String> = [
    "showsMedia", "titleTextStyle", "descriptionTextStyle", "mediaToTitle", "titleToDescription",
    "textToActions", "actionSpacing",
  ]

  nonisolated static let state = EmptyState(
    "No Favourites Yet", systemImage: "star", description: "Recipes you star appear here.",
    actions: [EmptyState.Action("Browse Recipes", id: "browse")])

  struct Reading: Equatable {
    var showsMedia: Bool
    var mediaToTitle: CGFloat?
    var titleToDescription: CGFloat?
    var textToActions: CGFloat?
    var actionSpacing: CGFloat?
    var titleFont: Font?
    var descriptionFont: Font?

    init(_ metrics: Metrics) {
      showsMedia = metrics.showsMedia
      mediaToTitle = CGFloat(metrics.mediaToTitle)
      titleToDescription = CGFloat(metrics.titleToDescription)
      textToActions = CGFloat(metrics.textToActions)
      actionSpacing = CGFloat(metrics.actionSpacing)
      titleFont = Font.system(Font.TextStyle(metrics.titleTextStyle))
      descriptionFont = Font.system(Font.TextStyle(metrics.descriptionTextStyle))
    }

    /// The stacks, outermost first: the row (text to actions), the text (title to
    /// description), the header (media to title), the actions.
    @MainActor init(_ tree: _ViewNode) throws {
      let layout = try #require(firstNode(tree, named: "EmptyStateRowLayout<"))
      let found = stacks(layout)
      try #require(found.map(\.kind) == ["VStack", "VStack", "HStack", "HStack"])
      let label = try #require(layout.firstNode(CompactEmptyStateLabelLayout.self))
      showsMedia = firstNode(label, named: "EmptyStateMediaView") != nil
      textToActions = found[0].spacing
      titleToDescription = found[1].spacing
      mediaToTitle = found[2].spacing
      actionSpacing = found[3].spacing
      titleFont = font(layout, aboveText: "No Favourites Yet")
      descriptionFont = font(layout, aboveText: "Recipes you star appear here.")
    }
  }

  func read(_ environment: EnvironmentValues) throws -> Reading {
    try Reading(_inspect(EmptyStateRow(Self.state), environment: environment))
  }

  @Test(arguments: Metrics.Platform.allCases)
  func measuresWithTheCompactSizeWhateverTheControlSize(platform: Metrics.Platform) throws {
    try MetricsInspection.expectEveryControlSize(
      platform, size: { _ in .compact }, expected: Reading.init, read: read)
  }

  @Test func followsTheUsersTextSize() throws {
    try MetricsInspection.expectEveryControlSize(
      .iOS, dynamicTypeSize: .accessibility3, size: { _ in .compact }, expected: Reading.init,
      read: read)
  }

  @Test(arguments: metricsRead.sorted())
  func anAbsurdMetricShowsInTheTree(metric: String) throws {
    try MetricsInspection.expectAbsurdValuesShow(
      metric, size: .compact, expected: Reading.init, read: read)
  }

  /// A row that fills (an infinite frame), pads itself or fixes its size fights the list's own
  /// row height, insets and separators: the row states none of them.
  @Test(arguments: [ControlSize.small, .regular, .large])
  func statesNoFrameNorPaddingOfItsOwn(controlSize: ControlSize) throws {
    let list = List {
      Section("Favourites") { EmptyStateRow(Self.state) }
    }
    let tree = _inspect(
      list, environment: MetricsInspection.environment(.platform(.iOS), controlSize: controlSize))
    let row = try #require(firstNode(tree, named: "EmptyStateRow<"))
    #expect(row.texts.count == 3, "the row draws its title, description and action")
    #expect(row.attributes("frame").isEmpty)
    #expect(row.attributes("padding").isEmpty)
    #expect(row.attributes("fixedSize").isEmpty)
  }

  /// In a `List`, each view at the top of a section's content is a row of its own: the row's
  /// title, description and actions are one stack, so they stay in one row.
  @Test func drawsAsOneViewSoTheListMakesOneRow() throws {
    let tree = _inspect(EmptyStateRow(Self.state))
    func isStack(_ node: _ViewNode) -> Bool { "\(type(of: node.view))".hasPrefix("VStack<") }
    let path = try #require(tree.path(to: isStack))
    let outer = try #require(path.last)
    #expect(!tree.texts.isEmpty)
    #expect(outer.texts == tree.texts)
    #expect(!path.contains { "\(type(of: $0.view))".hasPrefix("TupleView<") })
  }
}
