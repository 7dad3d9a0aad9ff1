extension EmptyStateMetrics {
  /// The user's text size: Dynamic Type's twelve sizes, from extra small to the largest
  /// accessibility size. `.large` is the default.
  public enum TextSize: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool {
      self >= .accessibility1
    }

    /// Orders sizes from smallest to largest.
    public static func < (lhs: TextSize, rhs: TextSize) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// The point size of a text style at a text size on a platform, from Apple's published
  /// typography tables. Platforms without Dynamic Type (macOS, tvOS) have one size per style,
  /// whatever the text size.
  ///
  /// ```swift
  /// EmptyStateMetrics.pointSize(of: .title2, at: .large, on: .iOS)           // 22
  /// EmptyStateMetrics.pointSize(of: .title2, at: .accessibility5, on: .iOS)  // 56
  /// ```
  ///
  /// - Parameters:
  ///   - style: The text style.
  ///   - size: The user's text size.
  ///   - platform: The platform.
  /// - Returns: The point size.
  public static func pointSize(
    of style: TextStyle, at size: TextSize = .large, on platform: Platform
  )
    -> Double
  {
    let table = TypographyTable.table(for: platform)
    let row = table.points[style] ?? table.points[.body] ?? [17]
    guard row.count == TextSize.allCases.count else { return row.first ?? 17 }
    return row[TextSize.allCases.firstIndex(of: size) ?? 3]
  }

  /// The title's point size at these metrics' platform and text size.
  public var titlePointSize: Double {
    Self.pointSize(of: titleTextStyle, at: textSize, on: platform)
  }

  /// The description's point size at these metrics' platform and text size.
  public var descriptionPointSize: Double {
    Self.pointSize(of: descriptionTextStyle, at: textSize, on: platform)
  }

  /// The symbol's point size at these metrics' text size: ``symbolPointSize`` grown or shrunk
  /// as its text style is.
  public var scaledSymbolPointSize: Double {
    let base = Self.pointSize(of: symbolTextStyle, at: .large, on: platform)
    let scaled = Self.pointSize(of: symbolTextStyle, at: textSize, on: platform)
    return (symbolPointSize * scaled / base).rounded()
  }
}
