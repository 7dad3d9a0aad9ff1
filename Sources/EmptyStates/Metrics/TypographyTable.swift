/// Apple's typography tables (Human Interface Guidelines, Typography, "Specifications"):
/// points per text style, per text size where the platform publishes one.
struct TypographyTable {
  var points: [EmptyStateMetrics.TextStyle: [Double]]

  static func table(for platform: EmptyStateMetrics.Platform) -> TypographyTable {
    switch platform {
    case .iOS: iOS
    case .macOS: macOS
    case .tvOS: tvOS
    case .watchOS: watchOS
    case .visionOS: visionOS
    case .web: web
    }
  }

  /// iOS and iPadOS, xSmall … accessibility5; `large` is the default.
  static let iOS = TypographyTable(points: [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ])

  /// macOS: no Dynamic Type, one size per style.
  static let macOS = TypographyTable(points: [
    .largeTitle: [26], .title: [22], .title2: [17], .title3: [15], .headline: [13], .body: [13],
    .callout: [12], .subheadline: [11], .footnote: [10], .caption: [10], .caption2: [10],
  ])

  /// tvOS: one size per style. The table has no Large Title, Subheadline or Footnote: they take
  /// Title 1, Subtitle 1 and Caption 1.
  static let tvOS = TypographyTable(points: [
    .largeTitle: [76], .title: [76], .title2: [57], .title3: [48], .headline: [38],
    .subheadline: [38], .body: [29], .callout: [31], .footnote: [25], .caption: [25],
    .caption2: [23],
  ])

  /// watchOS (40, 41 and 42 mm, whose default is `large`). The table has xSmall, Small, Large,
  /// xLarge, xxLarge, xxxLarge and AX1–AX3: Medium takes Small's sizes and AX4–AX5 take AX3's.
  /// It has no Callout, Subheadline or Footnote: they take Body, Caption 1 and Footnote 1.
  /// Title 2 at Large and Caption 2 at xxLarge are 28 and 16, as most copies of the table give
  /// them (one gives 27 and 15).
  static let watchOS = TypographyTable(points: [
    .largeTitle: watch([30, 32, 36, 40, 41, 42, 44, 45, 46]),
    .title: watch([28, 30, 34, 38, 39, 40, 42, 43, 44]),
    .title2: watch([24, 26, 28, 30, 31, 32, 34, 35, 36]),
    .title3: watch([17, 18, 19, 20, 21, 22, 24, 25, 26]),
    .headline: watch([14, 15, 16, 17, 18, 19, 21, 22, 23]),
    .body: watch([14, 15, 16, 17, 18, 19, 21, 22, 23]),
    .callout: watch([14, 15, 16, 17, 18, 19, 21, 22, 23]),
    .subheadline: watch([13, 14, 15, 16, 17, 18, 18, 19, 20]),
    .caption: watch([13, 14, 15, 16, 17, 18, 18, 19, 20]),
    .caption2: watch([12, 13, 14, 15, 16, 17, 17, 18, 19]),
    .footnote: watch([11, 12, 13, 14, 15, 16, 16, 17, 18]),
  ])

  /// visionOS: Apple publishes no table of its own (its default body text is 17 pt, as on iOS),
  /// so it takes iOS's.
  static let visionOS = iOS

  /// The web: a browser scales text by the reader's font size, not by a published table; the
  /// stylesheet takes iOS's sizes at the default text size, and so does the terminal.
  static let web = iOS

  /// A watchOS row (xSmall, Small, Large, xLarge, xxLarge, xxxLarge, AX1–AX3) spread over the
  /// twelve sizes.
  private static func watch(_ row: [Double]) -> [Double] {
    [
      row[0], row[1], row[1], row[2], row[3], row[4], row[5], row[6], row[7], row[8], row[8],
      row[8],
    ]
  }
}
