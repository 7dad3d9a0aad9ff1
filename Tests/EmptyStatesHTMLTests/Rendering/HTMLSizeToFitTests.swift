import EmptyStates
import Foundation
import Testing

@testable import EmptyStatesHTML

/// A rendered state that sizes to fit takes its size from its container's width: the renderer
/// marks it, and the stylesheet's container queries give it the compact or spacious size's
/// measurements at the widths `EmptyStateMetrics.SizeThresholds` sets, and at no width of its own.
@Suite struct HTMLSizeToFitTests {
  typealias Metrics = EmptyStateMetrics

  let state = EmptyStateLocalizer(localeIdentifier: "en").localize(EmptyState.offline)

  /// The class attribute of the rendered `<section>`.
  func classes(_ renderer: HTMLRenderer) throws -> [Substring] {
    let html = renderer.render(state)
    let start = try #require(html.range(of: "class=\""))
    let end = try #require(html[start.upperBound...].firstIndex(of: "\""))
    return html[start.upperBound..<end].split(separator: " ")
  }

  @Test func onlyAStateThatSizesToFitIsMarked() throws {
    let fitting = try classes(HTMLRenderer(sizesToFit: true))
    #expect(fitting.contains("es-size-fit"))
    // Where no container answers, the renderer's size still holds.
    #expect(fitting.contains("es-size-regular"))
    #expect(try !classes(HTMLRenderer()).contains("es-size-fit"))
  }

  /// The `@container` blocks of a stylesheet, by their condition.
  func containerBlocks(_ sheet: HTMLStylesheet) -> [String: [ParsedStylesheet.Rule]] {
    Dictionary(
      grouping: ParsedStylesheet(sheet.css).rules.filter {
        $0.block?.hasPrefix("@container") == true
      }, by: { $0.block ?? "" })
  }

  /// The width in a container condition such as `(width < 21.25rem)`, in points.
  func width(in condition: String) -> Double? {
    let words = condition.split(whereSeparator: { " ()".contains($0) })
    return words.last.flatMap { ParsedStylesheet.points(String($0)) }
  }

  /// The web's thresholds: compact below its width, with the compact size's symbol; the web has
  /// no spacious width.
  @Test func theWebsCompactWidthGivesTheCompactMeasurements() throws {
    let blocks = containerBlocks(HTMLStylesheet.standard)
    try #require(blocks.count == 1)
    let (condition, rules) = try #require(blocks.first)
    #expect(condition.contains("es-place"))
    #expect(condition.contains("<"))
    let compact = try #require(Metrics.SizeThresholds(platform: .web).compactBelow)
    #expect(try abs(#require(width(in: condition)) - compact.width) < 0.01)
    let symbol = rules.first { $0.selectors == [".es-size-fit"] }?.declarations
      .last { $0.property == "--es-symbol-size" }?.value
    #expect(
      symbol.flatMap(ParsedStylesheet.points)
        == Metrics(platform: .web, size: .compact).symbolPointSize)
  }

  /// Other thresholds show in the queries: the widths come from the thresholds, never from the
  /// stylesheet, and a spacious width adds the spacious size's block.
  @Test func theQueriesReadTheirWidthsFromTheThresholds() throws {
    var thresholds = Metrics.SizeThresholds(platform: .macOS)
    thresholds.compactBelow = .init(width: 123, height: 1)
    thresholds.spaciousFrom = .init(width: 987, height: 1)
    let blocks = containerBlocks(HTMLStylesheet(thresholds: thresholds))
    let widths = blocks.keys.compactMap(width(in:)).sorted()
    try #require(widths.count == 2)
    #expect(abs(widths[0] - 123) < 0.01)
    #expect(abs(widths[1] - 987) < 0.01)
    let spacious = try #require(blocks.first { $0.key.contains(">=") }?.value)
    let symbol = spacious.flatMap(\.declarations).last { $0.property == "--es-symbol-size" }?.value
    #expect(
      symbol.flatMap(ParsedStylesheet.points)
        == Metrics(platform: .web, size: .spacious).symbolPointSize)
  }

  /// The states that size to fit come after the size classes, so a query's measurements win
  /// over the renderer's size where both apply.
  @Test func theQueriesComeAfterTheSizeClasses() throws {
    let css = HTMLStylesheet.standard.css
    let query = try #require(css.range(of: "@container"))
    let lastSize = try #require(css.range(of: ".es-size-spacious", options: .backwards))
    #expect(lastSize.lowerBound < query.lowerBound)
  }
}
