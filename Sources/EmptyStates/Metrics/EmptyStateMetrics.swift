/// The measurements of an empty state's layout — symbol size, text styles, gaps, margins,
/// readable width — per platform and size, in points at the default text size.
///
/// One place that every renderer reads: the SwiftUI fallback, the HTML stylesheet and the
/// terminal. The regular size matches the native `ContentUnavailableView` as measured (Apple
/// publishes no figures): on iOS a 48 pt symbol, a bold Title 2 title, a Subheadline
/// description, gaps of 15, 3 and 20 points and buttons 15 points apart.
///
/// ```swift
/// let metrics = EmptyStateMetrics(platform: .iOS)
/// metrics.symbolPointSize   // 48
/// metrics.titleTextStyle    // .title2
/// ```
public struct EmptyStateMetrics: Hashable, Sendable {
  /// The platform whose look to match.
  public enum Platform: String, Hashable, Sendable, CaseIterable, Codable {
    case iOS, macOS, tvOS, watchOS, visionOS
  }

  /// How much room the state takes, following SwiftUI's control sizes.
  public enum Size: String, Hashable, Sendable, CaseIterable, Codable {
    /// Tighter, for a section, a sidebar or an inline message (`controlSize(.small)`).
    case compact
    /// The native look.
    case regular
    /// Roomier, for a whole window (`controlSize(.large)`).
    case spacious
  }

  /// A text style, by its Dynamic Type name.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable, Codable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }

  /// How actions are arranged.
  public enum Axis: String, Hashable, Sendable, CaseIterable, Codable {
    /// Stacked, one above the other (iOS).
    case vertical
    /// Side by side (macOS).
    case horizontal
  }

  /// The platform measured.
  public var platform: Platform
  /// The size measured.
  public var size: Size
  /// The user's text size, which the point sizes follow.
  public var textSize: TextSize
  /// Whether the media is shown at all (not on watchOS, whose screen is too small).
  public var showsMedia: Bool
  /// The symbol's point size at the default text size; it scales with ``symbolTextStyle``.
  public var symbolPointSize: Double
  /// The text style the symbol scales with.
  public var symbolTextStyle: TextStyle
  /// The title's text style; the title is bold.
  public var titleTextStyle: TextStyle
  /// The description's text style; the description uses the secondary colour.
  public var descriptionTextStyle: TextStyle
  /// The gap between the media and the title.
  public var mediaToTitle: Double
  /// The gap between the title and the description.
  public var titleToDescription: Double
  /// The gap between the text and the first action.
  public var textToActions: Double
  /// The gap between two actions.
  public var actionSpacing: Double
  /// How actions are arranged.
  public var actionsAxis: Axis
  /// The margin above and below.
  public var verticalPadding: Double
  /// The margin on each side; halved at accessibility text sizes, where text needs the room.
  public var horizontalPadding: Double
  /// The widest the content grows, so lines stay readable; `nil` for the full width.
  public var maxContentWidth: Double?
  /// The side of the rounded square behind an `.icon` media variant.
  public var iconTileSize: Double
  /// The corner radius of that square and of card and outlined styles.
  public var cornerRadius: Double

  /// The metrics for a platform and size.
  ///
  /// - Parameters:
  ///   - platform: The platform whose look to match.
  ///   - size: How much room the state takes.
  ///   - textSize: The user's text size; accessibility sizes halve the side margins, so text
  ///     has the room it needs.
  public init(platform: Platform, size: Size = .regular, textSize: TextSize = .large) {
    self.platform = platform
    self.size = size
    self.textSize = textSize
    let base = Self.regular(platform)
    let scale =
      switch size {
      case .compact: 0.6
      case .regular: 1.0
      case .spacious: 1.25
      }
    showsMedia = base.showsMedia
    symbolTextStyle = base.symbolTextStyle
    titleTextStyle = size == .compact ? base.compactTitleTextStyle : base.titleTextStyle
    descriptionTextStyle =
      size == .compact ? base.compactDescriptionTextStyle : base.descriptionTextStyle
    symbolPointSize = (base.symbol * (size == .compact ? 0.66 : scale)).rounded()
    mediaToTitle = (base.gaps.0 * scale).rounded()
    titleToDescription = base.gaps.1
    textToActions = (base.gaps.2 * scale).rounded()
    actionSpacing = base.gaps.3
    actionsAxis = base.axis
    verticalPadding = (base.padding.0 * scale).rounded()
    let sides = (base.padding.1 * scale).rounded()
    horizontalPadding = textSize.isAccessibilitySize ? (sides / 2).rounded() : sides
    maxContentWidth = base.maxWidth
    iconTileSize = symbolPointSize
    cornerRadius = platform == .macOS ? 10 : 14
  }

  private struct Base {
    var showsMedia = true
    var symbol: Double
    var symbolTextStyle: TextStyle
    var titleTextStyle: TextStyle
    var compactTitleTextStyle: TextStyle
    var descriptionTextStyle: TextStyle
    var compactDescriptionTextStyle: TextStyle
    /// media → title, title → description, text → actions, action → action.
    var gaps: (Double, Double, Double, Double)
    var axis: Axis
    /// vertical, horizontal.
    var padding: (Double, Double)
    var maxWidth: Double?
  }

  private static func regular(_ platform: Platform) -> Base {
    switch platform {
    case .iOS, .visionOS:
      Base(
        symbol: 48, symbolTextStyle: .largeTitle, titleTextStyle: .title2,
        compactTitleTextStyle: .headline, descriptionTextStyle: .subheadline,
        compactDescriptionTextStyle: .footnote, gaps: (15, 3, 20, 15), axis: .vertical,
        padding: (16, 32), maxWidth: 500)
    case .macOS:
      Base(
        symbol: 36, symbolTextStyle: .largeTitle, titleTextStyle: .largeTitle,
        compactTitleTextStyle: .headline, descriptionTextStyle: .body,
        compactDescriptionTextStyle: .callout, gaps: (22, 12, 12, 6), axis: .horizontal,
        padding: (20, 20), maxWidth: 400)
    case .tvOS:
      Base(
        symbol: 80, symbolTextStyle: .largeTitle, titleTextStyle: .title2,
        compactTitleTextStyle: .headline, descriptionTextStyle: .subheadline,
        compactDescriptionTextStyle: .footnote, gaps: (30, 6, 40, 30), axis: .vertical,
        padding: (40, 80), maxWidth: 900)
    case .watchOS:
      Base(
        showsMedia: false, symbol: 32, symbolTextStyle: .title3, titleTextStyle: .headline,
        compactTitleTextStyle: .headline, descriptionTextStyle: .footnote,
        compactDescriptionTextStyle: .footnote, gaps: (8, 2, 12, 8), axis: .vertical,
        padding: (8, 8), maxWidth: nil)
    }
  }
}
