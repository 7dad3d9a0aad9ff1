import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesUI

/// Metrics for the SwiftUI layer's parity tests: a platform's table, or one with an absurd value
/// that no layout would state itself, and what the view trees measure with.
enum MetricsInspection {
  typealias Metrics = EmptyStateMetrics
  typealias Mutation = MetricAbsurdities.Mutation

  /// Control sizes and the metrics sizes they ask for (`controlSize(.small)` is compact,
  /// `.large` spacious, as `EmptyStateMetrics.Size` documents).
  static let controlSizes: [(ControlSize, Metrics.Size)] = [
    (.small, .compact), (.regular, .regular), (.large, .spacious),
  ]

  /// Absurd values for each metric, by the metric's name (shared with the HTML and terminal
  /// parity tests).
  static func absurdities() -> [String: [Mutation]] {
    MetricAbsurdities.all
  }

  /// The absurd variants of one metric: iOS's table with the metric changed.
  static func absurdTables(_ metric: String) throws -> [EmptyStateMetricsTable] {
    let mutations = try #require(absurdities()[metric], "no absurd value for \(metric)")
    return mutations.map { mutation in
      EmptyStateMetricsTable { size, textSize in
        var metrics = Metrics(platform: .iOS, size: size, textSize: textSize)
        mutation(&metrics)
        return metrics
      }
    }
  }

  /// Expects a layout, read under each control size with `platform`'s table, to measure what
  /// the metrics of the size it asks for say (`size` maps a control size's metrics size to the
  /// one the layout measures with).
  @MainActor static func expectEveryControlSize<Reading: Equatable>(
    _ platform: Metrics.Platform, dynamicTypeSize: DynamicTypeSize = .large,
    size: (Metrics.Size) -> Metrics.Size = { $0 }, expected: (Metrics) -> Reading,
    read: (EnvironmentValues) throws -> Reading, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let table = EmptyStateMetricsTable.platform(platform)
    for (controlSize, asked) in controlSizes {
      let values = environment(table, controlSize: controlSize, dynamicTypeSize: dynamicTypeSize)
      let reading = try read(values)
      let metrics = table.metrics(size(asked), Metrics.TextSize(dynamicTypeSize))
      #expect(
        reading == expected(metrics), "\(platform) \(controlSize) \(dynamicTypeSize)",
        sourceLocation: sourceLocation)
    }
  }

  /// Expects a layout, read with each absurd value of `metric`, to measure what the absurd
  /// metrics say; each value must change what the metrics say, so the layout is seen to read
  /// the metric.
  @MainActor static func expectAbsurdValuesShow<Reading: Equatable>(
    _ metric: String, size: Metrics.Size = .regular, expected: (Metrics) -> Reading,
    read: (EnvironmentValues) throws -> Reading, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let plain = expected(Metrics(platform: .iOS, size: size))
    for table in try absurdTables(metric) {
      let absurd = expected(table.metrics(size, .large))
      #expect(absurd != plain, "the reading shows \(metric)", sourceLocation: sourceLocation)
      let reading = try read(environment(table))
      #expect(reading == absurd, "\(metric)", sourceLocation: sourceLocation)
    }
  }

  /// The environment of a test measuring with `table`, drawing the backport.
  static func environment(
    _ table: EmptyStateMetricsTable, controlSize: ControlSize = .regular,
    dynamicTypeSize: DynamicTypeSize = .large
  ) -> EnvironmentValues {
    var values = EmptyStatesUITests.environment(
      fallback: true, controlSize: controlSize, dynamicTypeSize: dynamicTypeSize)
    values.emptyStateMetricsTable = table
    return values
  }
}

/// The first node at or below `node` whose view's type is named `prefix…`.
@MainActor func firstNode(_ node: _ViewNode, named prefix: String) -> _ViewNode? {
  node.allNodes.first { "\(type(of: $0.view))".hasPrefix(prefix) }
}

/// The stacks at or below `node`, outermost first: `VStack` or `HStack`, and its spacing.
@MainActor func stacks(_ node: _ViewNode) -> [(kind: String, spacing: CGFloat?)] {
  node.allNodes.compactMap { node in
    let name = "\(type(of: node.view))"
    guard name.hasPrefix("VStack<") || name.hasPrefix("HStack<") else { return nil }
    let spacing = Mirror(reflecting: node.view).descendant("_spacing") as? CGFloat?
    return (String(name.prefix(6)), spacing ?? nil)
  }
}

/// The length of the outermost padding at or below `node` on exactly `edges`.
@MainActor func padding(_ node: _ViewNode, _ edges: Edge.Set) -> CGFloat? {
  let padding = node.attributes("padding").first { $0.arguments["edges"] as? Edge.Set == edges }
  return (padding?.arguments["length"] as? CGFloat?) ?? nil
}

/// The `maxWidth` of the outermost frame at or below `node` that sets one.
@MainActor func maxWidth(_ node: _ViewNode) -> CGFloat? {
  node.attributes("frame").lazy.compactMap { ($0.arguments["maxWidth"] as? CGFloat?) ?? nil }
    .first
}

/// The font the `Text` showing `text` is set in: its own (`Text.font(_:)`), or the nearest a
/// modifier above it gives.
@MainActor func font(_ node: _ViewNode, aboveText text: String) -> Font? {
  let own = node.allNodes.lazy.compactMap { $0.matchableView as? Text }.first { $0._string == text }
  if let font = own?._font { return font }
  return node.modifiers(aboveText: text).compactMap { modifier -> Font? in
    guard let attribute = modifier as? _AttributeModifier, attribute.name == "font" else {
      return nil
    }
    return attribute.arguments["_"] as? Font
  }.last
}

/// The corner radius of every rounded rectangle a background or overlay is drawn in, or that a
/// stroked border follows, at or below `node`.
@MainActor func cornerRadii(_ node: _ViewNode) -> [CGFloat] {
  node.allNodes.flatMap { node -> [CGFloat] in
    if let attribute = node.modifier as? _AttributeModifier,
      let shape = attribute.arguments["in"] as? RoundedRectangle
    {
      return [shape.cornerSize.width]
    }
    if node.view is any _StrokeBorderInspectable {
      return reflected(RoundedRectangle.self, in: node.view).map(\.cornerSize.width)
    }
    return []
  }
}

/// Every value of type `T` inside `value`, searched a few levels deep.
func reflected<T>(_ type: T.Type, in value: Any, depth: Int = 4) -> [T] {
  if let match = value as? T { return [match] }
  guard depth > 0 else { return [] }
  return Mirror(reflecting: value).children.flatMap {
    reflected(type, in: $0.value, depth: depth - 1)
  }
}

/// The base value and text style a view's `ScaledMetric` named `name` was given.
func scaledMetric(_ name: String, of view: Any) -> (base: CGFloat, relativeTo: Font.TextStyle)? {
  guard let metric = Mirror(reflecting: view).descendant(name),
    let base = Mirror(reflecting: metric).descendant("baseValue") as? CGFloat,
    let style = Mirror(reflecting: metric).descendant("textStyle") as? Font.TextStyle
  else { return nil }
  return (base, style)
}
