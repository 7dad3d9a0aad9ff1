extension EmptyStateMetrics {
  /// The container sizes at which an empty state changes size on a platform: compact in a
  /// sidebar, a table or a narrow panel, spacious for a whole window on macOS and visionOS,
  /// regular between. The one source of these numbers: SwiftUI's automatic sizing, the HTML
  /// stylesheet's container queries and the terminal's width all read them.
  ///
  /// ```swift
  /// let thresholds = EmptyStateMetrics.SizeThresholds(platform: .macOS)
  /// thresholds.size(width: 240, height: 600)   // .compact: a sidebar
  /// thresholds.size(width: 1000, height: 700)  // .spacious: a whole window
  /// ```
  public struct SizeThresholds: Hashable, Sendable {
    /// A width and a height, in points.
    public struct Extent: Hashable, Sendable {
      /// The width, in points.
      public var width: Double
      /// The height, in points.
      public var height: Double

      /// An extent of `width` by `height` points.
      ///
      /// - Parameters:
      ///   - width: The width, in points.
      ///   - height: The height, in points.
      public init(width: Double, height: Double) {
        self.width = width
        self.height = height
      }
    }

    /// The platform measured.
    public var platform: Platform
    /// A container narrower or shorter than this is compact; `nil` where every container is
    /// small already and the regular size is drawn for it (watchOS).
    public var compactBelow: Extent?
    /// A container at least this wide and this tall is spacious; `nil` where no container is
    /// a window that wants it (iOS, tvOS, watchOS, the web).
    public var spaciousFrom: Extent?

    /// The thresholds of a platform: a container narrower than a compact iPhone's screen is
    /// compact (an iPad sidebar of 320 points is); on macOS a sidebar or inspector is, and a
    /// window's content area of 800 × 500 points or more is spacious, as is a visionOS window
    /// of 1000 × 600 points or more (the default window is 1280 × 720).
    ///
    /// - Parameter platform: The platform whose containers to size for.
    public init(platform: Platform) {
      self.platform = platform
      switch platform {
      case .iOS, .web:
        compactBelow = Extent(width: 340, height: 280)
        spaciousFrom = nil
      case .visionOS:
        compactBelow = Extent(width: 340, height: 280)
        spaciousFrom = Extent(width: 1000, height: 600)
      case .macOS:
        compactBelow = Extent(width: 320, height: 240)
        spaciousFrom = Extent(width: 800, height: 500)
      case .tvOS:
        compactBelow = Extent(width: 600, height: 400)
        spaciousFrom = nil
      case .watchOS:
        compactBelow = nil
        spaciousFrom = nil
      }
    }

    /// The size for a container of `width` by `height` points.
    ///
    /// - Parameters:
    ///   - width: The container's width, in points.
    ///   - height: The container's height, in points; `nil` when only the width is known (a
    ///     CSS inline-size container, a terminal), which then decides alone.
    /// - Returns: Compact below ``compactBelow`` in either dimension, spacious from
    ///   ``spaciousFrom`` in both, regular otherwise.
    public func size(width: Double, height: Double? = nil) -> Size {
      if let compact = compactBelow,
        width < compact.width || height.map({ $0 < compact.height }) == true
      {
        return .compact
      }
      if let spacious = spaciousFrom, width >= spacious.width,
        height.map({ $0 >= spacious.height }) != false
      {
        return .spacious
      }
      return .regular
    }
  }
}
