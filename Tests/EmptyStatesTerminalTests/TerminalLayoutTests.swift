import EmptyStates
import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesTerminal

/// The terminal's layout against the metrics: every gap read back from the output is the
/// metric on the character grid (`EmptyStateMetrics.CharacterGrid`, the core's conversion), the
/// actions are arranged and spaced as the metrics say, text wraps at the readable width — with
/// the web's metrics, every platform's, and absurd ones.
@Suite struct TerminalLayoutTests {
  typealias Metrics = EmptyStateMetrics

  /// The metrics the terminal draws.
  static let metricsRead: Set<String> = [
    "showsMedia", "descriptionTextStyle", "mediaToTitle", "titleToDescription", "textToActions",
    "actionSpacing", "actionsAxis", "maxContentWidth",
  ]

  /// Metrics the terminal does not draw, and why.
  static let notDrawn: [String: String] = [
    "platform": "which row of the table: the web's",
    "size": "which size: the defaults' one (TerminalDefaultsTests)",
    "textSize": "the terminal's text has the reader's one size: the grid takes the default's",
    "symbolPointSize": "a glyph is one character", "symbolTextStyle": "a glyph is one character",
    "iconTextStyle": "a glyph is one character", "iconTileSize": "a glyph is one character",
    "titleTextStyle": "one type size: the title is bold instead",
    "actionTextStyle": "one type size", "actionMinHeight": "an action is one line",
    "verticalPadding": "the terminal's own margins frame what it prints",
    "horizontalPadding": "the terminal's own margins frame what it prints",
    "cornerRadius": "no panels", "bannerCornerRadius": "no panels", "outlineWidth": "no panels",
    "outlineDashLength": "no panels",
  ]

  static let english = EmptyStateLocalizer(localeIdentifier: "en")
  /// One-character text, so nothing but the actions' row wraps whatever the width.
  static let layoutState = english.localize(
    EmptyState(
      "T", systemImage: "tray", description: "D",
      actions: ["A", "B", "C"].map { EmptyState.Action($0, id: .init(stringLiteral: $0)) }))
  /// A description of one-letter words: its lines fill the wrapping width, or one less.
  static let wrapState = english.localize(
    EmptyState(
      "T", systemImage: "tray",
      description: .verbatim(Array(repeating: "a", count: 200).joined(separator: " "))))
  /// Absurd values for each metric the terminal reads.
  static func absurdities() -> [String: [MetricAbsurdities.Mutation]] {
    MetricAbsurdities.all.filter { metricsRead.contains($0.key) }
  }

  /// What the output measures, or what the metrics say it should.
  struct Reading: Equatable {
    /// Blank lines between the symbol and the title; `nil` without a symbol.
    var symbolToTitle: Int?
    var titleToDescription: Int
    var textToActions: Int
    /// The actions' titles, row by row.
    var rows: [[String]]
    /// Columns between actions in a row; `nil` when no row holds two.
    var columnsBetweenActions: Int?
    /// Blank lines between rows of actions; `nil` for one row.
    var linesBetweenRows: Int?
    /// The longest line of the wrapped description.
    var longestLine: Int

    /// The metrics on the grid, for a terminal `width` columns wide. Actions are three columns
    /// wide, so a row holds as many as fit with their spacing; one-letter words fill a line of
    /// an odd width, and leave one column of an even one.
    init(_ metrics: Metrics, width: Int) {
      let grid = metrics.characterGrid
      symbolToTitle = metrics.showsMedia ? grid.lines(metrics.mediaToTitle) : nil
      titleToDescription = grid.lines(metrics.titleToDescription)
      textToActions = grid.lines(metrics.textToActions)
      let lineWidth = metrics.maxContentWidth.map { min(width, max(1, grid.columns($0))) } ?? width
      let spacing = grid.columns(metrics.actionSpacing)
      let perRow =
        metrics.actionsAxis == .horizontal ? max(1, (lineWidth + spacing) / (3 + spacing)) : 1
      let titles = ["A", "B", "C"]
      rows = stride(from: 0, to: titles.count, by: perRow).map {
        Array(titles[$0..<min($0 + perRow, titles.count)])
      }
      columnsBetweenActions = rows.contains { $0.count > 1 } ? spacing : nil
      linesBetweenRows = rows.count > 1 ? grid.lines(metrics.actionSpacing) : nil
      longestLine = lineWidth % 2 == 1 ? lineWidth : lineWidth - 1
    }

    init(layout: String, wrap: String) throws {
      let lines = Self.lines(layout)
      let title = try #require(lines.firstIndex(of: "T"))
      let description = try #require(lines.firstIndex(of: "D"))
      let actions = lines.indices.filter { lines[$0].hasPrefix("[") }
      let first = try #require(actions.first)
      symbolToTitle = lines.first == "▭" ? title - 1 : nil
      titleToDescription = description - title - 1
      textToActions = first - description - 1
      let buttons = #/\[([^\]]*)\]/#
      rows = actions.map { lines[$0].matches(of: buttons).map { String($0.output.1) } }
      let gaps = actions.flatMap { index in
        let matches = lines[index].matches(of: buttons)
        return zip(matches, matches.dropFirst()).map {
          lines[index].distance(from: $0.range.upperBound, to: $1.range.lowerBound)
        }
      }
      #expect(Set(gaps).count <= 1, "actions evenly spaced")
      columnsBetweenActions = gaps.first
      let between = zip(actions, actions.dropFirst()).map { $1 - $0 - 1 }
      #expect(Set(between).count <= 1, "rows evenly spaced")
      linesBetweenRows = between.first
      let wrapped = Self.lines(wrap).filter { $0.hasPrefix("a") }
      #expect(wrapped.count > 1)
      longestLine = wrapped.map(\.count).max() ?? 0
    }

    /// The output's lines without styling or centring.
    static func lines(_ output: String) -> [String] {
      let plain = output.replacing(#/\u{1B}\[[0-9;]*m/#, with: "")
      return plain.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
        String($0.drop { $0 == " " })
      }
    }
  }

  func read(_ renderer: TerminalRenderer) throws -> Reading {
    var plain = renderer
    plain.mode = .plain
    return try Reading(
      layout: renderer.render(Self.layoutState), wrap: plain.render(Self.wrapState))
  }

  /// The web's metrics, of the size the width chooses (see `TerminalSizeTests`).
  @Test(arguments: [72, 40])
  func byDefaultTheWebsMetricsOnTheGrid(width: Int) throws {
    let renderer = TerminalRenderer(mode: .ansi, width: width)
    let web = Metrics(platform: .web, size: renderer.metrics.size)
    #expect(renderer.metrics == web)
    let reading = try read(renderer)
    #expect(reading == Reading(web, width: width))
  }

  @Test(arguments: Metrics.Platform.allCases, Metrics.Size.allCases)
  func everyGapIsTheMetricOnTheGrid(platform: Metrics.Platform, size: Metrics.Size) throws {
    var renderer = TerminalRenderer(mode: .ansi)
    renderer.metrics = Metrics(platform: platform, size: size)
    let reading = try read(renderer)
    #expect(reading == Reading(renderer.metrics, width: renderer.width))
  }

  /// On the grid a small gap rounds to no line, as the default one may: at least one of a
  /// metric's absurd values must show.
  @Test(arguments: metricsRead.sorted())
  func anAbsurdMetricShowsInTheOutput(metric: String) throws {
    let absurdities = try #require(Self.absurdities()[metric])
    let web = Reading(Metrics(platform: .web), width: 72)
    var shown = 0
    for absurd in absurdities {
      var renderer = TerminalRenderer(mode: .ansi)
      absurd(&renderer.metrics)
      let expected = Reading(renderer.metrics, width: 72)
      shown += expected == web ? 0 : 1
      let reading = try read(renderer)
      #expect(reading == expected, "\(metric)")
    }
    #expect(shown > 0, "the reading shows \(metric)")
  }

  /// A metric added to `EmptyStateMetrics` fails here until the terminal draws it (with an
  /// absurd value to prove it) or says why it does not.
  @Test func everyMetricIsDrawnOrExcused() {
    let names = Mirror(reflecting: Metrics(platform: .web)).children.compactMap(\.label)
    #expect(names.count > 10)
    #expect(Self.metricsRead.isSubset(of: MetricAbsurdities.all.keys))
    #expect(Self.metricsRead.isDisjoint(with: Self.notDrawn.keys))
    for name in names {
      #expect(Self.metricsRead.contains(name) || Self.notDrawn[name] != nil, "\(name) is neither")
    }
  }
}
