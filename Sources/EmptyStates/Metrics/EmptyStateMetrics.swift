/// The measurements of an empty state's layout — symbol size, text styles, gaps, margins,
/// readable width — per platform and size, in points at the default text size.
///
/// One place that every renderer reads: the SwiftUI fallback, the HTML stylesheet and the
/// terminal hold no measurement of their own, they only convert these points to their units
/// (`rem`, blank lines and columns through `CharacterGrid`). The regular size matches the native
/// `ContentUnavailableView` as measured (Apple publishes no figures): on iOS a 48 pt symbol, a
/// bold Title 2 title, a Subheadline description, gaps of 15, 3 and 20 points and buttons 15
/// points apart. A renderer that needs other values has a platform of its own in the table
/// (``Platform/web``), never an override.
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
    /// A web page, which the HTML stylesheet draws, and a text terminal, which draws the same
    /// measurements on its character grid (`CharacterGrid`): iOS's measurements, with gaps
    /// of its own and actions side by side in a row that wraps, since a page is as often wide
    /// as narrow.
    case web
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
    /// Side by side (macOS, the web).
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
  /// The text style of the symbol inside the rounded square of an `.icon` media variant; the
  /// square grows with it.
  public var iconTextStyle: TextStyle
  /// The text style of the actions' titles where a renderer draws its own buttons (HTML);
  /// SwiftUI's buttons take the system's for their control size.
  public var actionTextStyle: TextStyle
  /// The least height of an action where a renderer draws its own buttons: the platform's
  /// default hit target, its minimum at the compact size (Human Interface Guidelines,
  /// Accessibility: 44 points on iOS).
  public var actionMinHeight: Double
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
  /// The width of the outlined style's dashed border.
  public var outlineWidth: Double
  /// The length of each dash of the outlined style's border, and of each gap between them,
  /// where the renderer can set it (SwiftUI; CSS dashes have the browser's length).
  public var outlineDashLength: Double
  /// The corner radius of the banner that reports a failed refresh above the content kept.
  public var bannerCornerRadius: Double

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
    iconTextStyle = .title2
    actionTextStyle =
      size == .compact ? base.actionTextStyles.compact : base.actionTextStyles.regular
    actionMinHeight = size == .compact ? base.actionHeights.compact : base.actionHeights.regular
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
    bannerCornerRadius = 12
    outlineWidth = 1
    outlineDashLength = 4
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
    /// The least height of an action at the compact size and at the others.
    var actionHeights: (compact: Double, regular: Double)
    /// The text style of actions' titles at the compact size and at the others.
    var actionTextStyles: (compact: TextStyle, regular: TextStyle) = (.subheadline, .body)
  }

  private static func regular(_ platform: Platform) -> Base {
    switch platform {
    case .iOS, .visionOS:
      Base(
        symbol: 48, symbolTextStyle: .largeTitle, titleTextStyle: .title2,
        compactTitleTextStyle: .headline, descriptionTextStyle: .subheadline,
        compactDescriptionTextStyle: .footnote, gaps: (15, 3, 20, 15), axis: .vertical,
        padding: (16, 32), maxWidth: 500, actionHeights: (28, 44))
    case .web:
      web
    case .macOS:
      Base(
        symbol: 36, symbolTextStyle: .largeTitle, titleTextStyle: .largeTitle,
        compactTitleTextStyle: .headline, descriptionTextStyle: .body,
        compactDescriptionTextStyle: .callout, gaps: (22, 12, 12, 6), axis: .horizontal,
        padding: (20, 20), maxWidth: 400, actionHeights: (20, 28))
    case .tvOS:
      Base(
        symbol: 80, symbolTextStyle: .largeTitle, titleTextStyle: .title2,
        compactTitleTextStyle: .headline, descriptionTextStyle: .subheadline,
        compactDescriptionTextStyle: .footnote, gaps: (30, 6, 40, 30), axis: .vertical,
        padding: (40, 80), maxWidth: 900, actionHeights: (56, 66),
        actionTextStyles: (.footnote, .body))
    case .watchOS:
      Base(
        showsMedia: false, symbol: 32, symbolTextStyle: .title3, titleTextStyle: .headline,
        compactTitleTextStyle: .headline, descriptionTextStyle: .footnote,
        compactDescriptionTextStyle: .footnote, gaps: (8, 2, 12, 8), axis: .vertical,
        padding: (8, 8), maxWidth: nil, actionHeights: (28, 44),
        actionTextStyles: (.footnote, .body))
    }
  }

  /// iOS's measurements, with the web's own gaps, a wrapping row of actions, and compact
  /// actions 36 points high: a page is read with a pointer as often as with a finger, and 36
  /// stays well above the 24 px least target of WCAG 2.2 (2.5.8).
  private static var web: Base {
    var web = regular(.iOS)
    web.gaps.1 = 4
    web.gaps.3 = 12
    web.axis = .horizontal
    web.actionHeights.compact = 36
    return web
  }
}
