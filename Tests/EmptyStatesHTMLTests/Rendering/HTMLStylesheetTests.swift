import EmptyStates
import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesHTML

/// The stylesheet against the web's metrics: every measurement an element gets is read back
/// from the CSS (through the size classes' custom properties) and compared with the metric, for
/// every size; an absurd value in any metric shows up where it belongs; and the stylesheet states
/// no length of its own beyond its control chrome.
@Suite struct HTMLStylesheetTests {
  typealias Metrics = EmptyStateMetrics

  /// A value read back from the stylesheet: a length in points, or a keyword.
  enum Reading: Equatable, Sendable, CustomStringConvertible {
    case points(Double)
    case keyword(String)

    init(_ css: String) {
      self = ParsedStylesheet.points(css).map(Reading.points) ?? .keyword(css)
    }

    /// Equal, lengths to the 0.001 rem the stylesheet writes.
    func matches(_ other: Reading) -> Bool {
      switch (self, other) {
      case (.points(let a), .points(let b)): abs(a - b) < 0.01
      default: self == other
      }
    }

    var description: String {
      switch self {
      case .points(let points): "\(points) pt"
      case .keyword(let keyword): keyword
      }
    }
  }

  /// Where a metric shows: an element's rule, its property, and what the metric says it holds.
  struct Placement: Sendable, CustomStringConvertible {
    let selector: String
    let property: String
    /// The metric's name, as `EmptyStateMetrics` spells its property.
    let metric: String
    let expected: @Sendable (Metrics) -> Reading

    var description: String { "\(selector) \(property) (\(metric))" }
  }

  /// A length: the metric at `path`.
  static func length(
    _ selector: String, _ property: String, _ metric: String,
    _ path: KeyPath<Metrics, Double> & Sendable
  ) -> Placement {
    Placement(selector: selector, property: property, metric: metric) { .points($0[keyPath: path]) }
  }

  /// A font size: the point size of the text style at `path`.
  static func textSize(
    _ selector: String, _ metric: String, _ path: KeyPath<Metrics, Metrics.TextStyle> & Sendable
  ) -> Placement {
    Placement(selector: selector, property: "font-size", metric: metric) {
      .points(Metrics.pointSize(of: $0[keyPath: path], at: $0.textSize, on: $0.platform))
    }
  }

  static let placements: [Placement] = [
    Placement(selector: ".es-empty-state", property: "max-inline-size", metric: "maxContentWidth") {
      $0.maxContentWidth.map(Reading.points) ?? .keyword("none")
    },
    length(".es-empty-state", "padding-block", "verticalPadding", \.verticalPadding),
    length(".es-empty-state", "padding-inline", "horizontalPadding", \.horizontalPadding),
    Placement(selector: ".es-media", property: "display", metric: "showsMedia") {
      .keyword($0.showsMedia ? "flex" : "none")
    },
    length(".es-media", "margin-block-end", "mediaToTitle", \.mediaToTitle),
    length(".es-media", "font-size", "symbolPointSize", \.symbolPointSize),
    length(".es-media-icon", "min-inline-size", "iconTileSize", \.iconTileSize),
    length(".es-media-icon", "min-block-size", "iconTileSize", \.iconTileSize),
    textSize(".es-media-icon", "iconTextStyle", \.iconTextStyle),
    length(".es-media-icon", "border-radius", "cornerRadius", \.cornerRadius),
    textSize(".es-title", "titleTextStyle", \.titleTextStyle),
    length(".es-description", "margin-block-start", "titleToDescription", \.titleToDescription),
    textSize(".es-description", "descriptionTextStyle", \.descriptionTextStyle),
    Placement(selector: ".es-actions", property: "flex-direction", metric: "actionsAxis") {
      .keyword($0.actionsAxis == .horizontal ? "row" : "column")
    },
    length(".es-actions", "gap", "actionSpacing", \.actionSpacing),
    length(".es-actions", "margin-block-start", "textToActions", \.textToActions),
    length(".es-action", "min-block-size", "actionMinHeight", \.actionMinHeight),
    textSize(".es-action", "actionTextStyle", \.actionTextStyle),
    length(".es-style-outlined", "border-radius", "cornerRadius", \.cornerRadius),
    length(".es-style-outlined", "border-width", "outlineWidth", \.outlineWidth),
    length(".es-style-card", "border-radius", "cornerRadius", \.cornerRadius),
    length(".es-progress", "padding", "verticalPadding", \.verticalPadding),
    textSize(".es-progress", "descriptionTextStyle", \.descriptionTextStyle),
  ]

  /// Metrics the stylesheet does not draw, and why.
  static let notDrawn: [String: String] = [
    "platform": "which row of the table: the web's",
    "size": "which size: one class per size",
    "textSize": "the browser scales every rem by the reader's font size",
    "symbolTextStyle": "the browser scales the symbol with every other rem",
    "bannerCornerRadius": "a server frames the inline alert in its own page",
    "outlineDashLength": "CSS dashes have the browser's length",
  ]
  /// Absurd values for each metric the stylesheet draws (all but the excused ones).
  static func absurdities() -> [String: [MetricAbsurdities.Mutation]] {
    MetricAbsurdities.all.filter { notDrawn[$0.key] == nil }
  }

  /// Every placement read back for `size`, against `metrics`; the mismatches.
  static func mismatches(_ stylesheet: ParsedStylesheet, _ size: Metrics.Size, _ metrics: Metrics)
    -> [String]
  {
    placements.compactMap { placement in
      let expected = placement.expected(metrics)
      let css = stylesheet.resolved(
        placement.property, for: placement.selector, in: ".es-size-\(size.rawValue)")
      guard let css else { return "\(placement): not in the stylesheet" }
      let read = Reading(css)
      return read.matches(expected) ? nil : "\(placement): \(read), not \(expected)"
    }
  }

  @Test(arguments: Metrics.Size.allCases)
  func everyMeasurementIsTheWebsMetric(size: Metrics.Size) {
    let stylesheet = ParsedStylesheet(HTMLRenderer.stylesheet)
    #expect(!stylesheet.rules(for: ".es-size-\(size.rawValue)").isEmpty)
    #expect(Self.mismatches(stylesheet, size, Metrics(platform: .web, size: size)) == [])
  }

  @Test(arguments: absurdities().keys.sorted())
  func anAbsurdMetricShowsWhereItBelongs(metric: String) throws {
    let absurdities = try #require(Self.absurdities()[metric])
    let placed = Self.placements.filter { $0.metric == metric }
    #expect(!placed.isEmpty)
    let regular = Metrics(platform: .web)
    for absurd in absurdities {
      var mutated = regular
      absurd(&mutated)
      for placement in placed {
        #expect(!placement.expected(mutated).matches(placement.expected(regular)), "\(placement)")
      }
      let sizes = Metrics.Size.allCases.map {
        $0 == .regular ? mutated : Metrics(platform: .web, size: $0)
      }
      let stylesheet = ParsedStylesheet(HTMLStylesheet(metrics: sizes).css)
      #expect(Self.mismatches(stylesheet, .regular, mutated) == [])
      #expect(Self.mismatches(stylesheet, .compact, Metrics(platform: .web, size: .compact)) == [])
    }
  }

  /// A metric added to `EmptyStateMetrics` fails here until the stylesheet draws it (with an
  /// absurd value to prove it) or says why it does not.
  @Test func everyMetricIsDrawnOrExcused() {
    let names = Mirror(reflecting: Metrics(platform: .web)).children.compactMap(\.label)
    #expect(names.count > 10)
    let drawn = Set(Self.placements.map(\.metric))
    #expect(drawn == Set(Self.absurdities().keys))
    #expect(drawn.isDisjoint(with: Self.notDrawn.keys))
    for name in names {
      #expect(drawn.contains(name) || Self.notDrawn[name] != nil, "\(name) is neither")
    }
  }

  /// Each custom property of a size class is read by some placement checked above, so none
  /// escapes the comparison with the metrics.
  @Test func everyCustomPropertyIsChecked() throws {
    let stylesheet = ParsedStylesheet(HTMLRenderer.stylesheet)
    let rule = try #require(stylesheet.rules(for: ".es-size-regular").first)
    let defined = Set(rule.declarations.map(\.property))
    #expect(defined.count > 10)
    #expect(defined.allSatisfy { $0.hasPrefix("--es-") })
    let read = Set(
      Self.placements.compactMap { placement -> String? in
        guard let value = stylesheet.value(of: placement.property, for: placement.selector),
          value.hasPrefix("var(")
        else { return nil }
        return String(value.dropFirst(4).dropLast())
      })
    #expect(read == defined)
  }

  /// The compact style measures with the compact size, whatever the size class, as SwiftUI's
  /// compact style does; its media sits the compact media-to-title gap from the text.
  @Test func compactStyleTakesTheCompactSize() throws {
    let stylesheet = ParsedStylesheet(HTMLRenderer.stylesheet)
    let rule = try #require(stylesheet.rules(for: ".es-size-compact").first)
    #expect(rule.selectors.contains(".es-empty-state.es-style-compact"))
    let compact = Metrics(platform: .web, size: .compact)
    let gap = try #require(
      stylesheet.resolved("column-gap", for: ".es-style-compact", in: ".es-size-compact"))
    #expect(Reading(gap).matches(.points(compact.mediaToTitle)))
  }

  /// What the rules state themselves: the web's control chrome, which SwiftUI's system controls
  /// draw for it and the metrics do not measure. Any other length in a rule is a measurement
  /// that belongs in the metrics.
  static let chrome: Set<String> = [
    ".es-symbol inline-size", ".es-symbol block-size", ".es-action padding",
    ".es-action border-radius", ".es-action border", ".es-action:focus-visible outline",
    ".es-action:focus-visible outline-offset", ".es-role-link padding-inline",
    ".es-style-compact .es-media padding-block-start",
    ".es-progress gap", ".es-spinner inline-size", ".es-spinner block-size", ".es-spinner border",
  ]

  @Test func rulesStateNoLengthButTheirChrome() {
    let stylesheet = ParsedStylesheet(HTMLRenderer.stylesheet)
    let length = #/(^|[\s(,])-?[0-9.]+(rem|em|px|pt|vw|vh)/#
    var stated: Set<String> = []
    for rule in stylesheet.rules where !(rule.block?.hasPrefix("@keyframes") ?? false) {
      for (property, value) in rule.declarations
      where !property.hasPrefix("--") && value.contains(length) {
        stated.formUnion(rule.selectors.map { "\($0) \(property)" })
      }
    }
    #expect(!stated.isEmpty)
    #expect(stated.subtracting(Self.chrome) == [])
  }

  @Test(arguments: [0.5, 12, 22, 48, 97.5, 500])
  func remsReadBackAsTheirPoints(points: Double) throws {
    let read = try #require(ParsedStylesheet.points(HTMLStylesheet.rem(points)))
    #expect(abs(read - points) < 0.01)
  }
}

extension HTMLStylesheetTests {
  /// The symbols move as the core's motion says: absurd values show up in the keyframes and
  /// durations, so the stylesheet states none of its own; reduced motion stops them all.
  @Test func symbolsMoveAsTheMotionSays() {
    var motion = EmptyStateMetrics.Motion.standard
    motion.pulseFadeDuration = 4.25
    motion.pulseOpacity = 0.123
    motion.breathePeriod = 7.5
    motion.breatheScale = 1.375
    motion.breatheOpacity = 0.625
    let css = HTMLStylesheet(motion: motion).css
    #expect(css.contains("50% { opacity: 0.123; }"))
    #expect(css.contains("es-pulse 8.5s ease-in-out infinite"))
    #expect(css.contains("scale(1.375); opacity: 0.625;"))
    #expect(css.contains("es-breathe 7.5s ease-in-out infinite"))
    let standard = HTMLStylesheet.standard.css
    let pulse = EmptyStateMetrics.Motion.standard
    #expect(standard.contains("opacity: \(pulse.pulseOpacity); }"))
    #expect(!standard.contains("0.123"))
    #expect(css.contains("@media (prefers-reduced-motion: reduce)"))
    #expect(css.contains(".es-symbol, .es-spinner { animation: none !important; }"))
  }
}
