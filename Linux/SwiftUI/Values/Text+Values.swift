/// A key to look up in a strings table. (SwiftUI's `LocalizedStringKey`.)
nonisolated public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation
{
  /// The key as written; interpolations appear as `%@`.
  public let _key: String
  /// The interpolated values, in order.
  public let _arguments: [String]

  public init(_ value: String) {
    _key = value
    _arguments = []
  }

  public init(stringLiteral value: String) { self.init(value) }

  public init(stringInterpolation: StringInterpolation) {
    _key = stringInterpolation.key
    _arguments = stringInterpolation.arguments
  }

  /// The text shown when no strings table translates the key.
  public var _fallbackText: String {
    var text = ""
    var arguments = _arguments.makeIterator()
    var rest = Substring(_key)
    while let range = rest.range(of: "%@") {
      text += rest[..<range.lowerBound] + (arguments.next() ?? "")
      rest = rest[range.upperBound...]
    }
    return text + rest
  }

  nonisolated public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [String] = []
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { key += literal }
    public mutating func appendInterpolation<T>(_ value: T) {
      key += "%@"
      arguments.append(String(describing: value))
    }
  }
}

/// A localized string resolved later. (Foundation's `LocalizedStringResource`, which Linux
/// Foundation lacks.)
nonisolated public struct LocalizedStringResource: Equatable, Sendable,
  ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  /// The key, which is also the English value.
  public let key: String
  public init(stringLiteral value: String) { key = value }
  public init(stringInterpolation: DefaultStringInterpolation) {
    key = String(stringInterpolation: stringInterpolation)
  }
  public var description: String { key }
}

/// A font. (SwiftUI's `Font`.)
nonisolated public struct Font: Hashable, Sendable {
  /// How the font was made, for inspection.
  public enum _Storage: Hashable, Sendable {
    case textStyle(TextStyle)
    case system(size: CGFloat)
  }
  public var _storage: _Storage
  public var _weight: Weight?
  public var _design: Design?

  init(_ storage: _Storage) { _storage = storage }

  public static let largeTitle = Font(.textStyle(.largeTitle))
  public static let title = Font(.textStyle(.title))
  public static let title2 = Font(.textStyle(.title2))
  public static let title3 = Font(.textStyle(.title3))
  public static let headline = Font(.textStyle(.headline))
  public static let subheadline = Font(.textStyle(.subheadline))
  public static let body = Font(.textStyle(.body))
  public static let callout = Font(.textStyle(.callout))
  public static let footnote = Font(.textStyle(.footnote))
  public static let caption = Font(.textStyle(.caption))
  public static let caption2 = Font(.textStyle(.caption2))

  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)
    -> Font
  {
    var font = Font(.system(size: size))
    font._weight = weight
    font._design = design
    return font
  }

  /// A text style's font in a design. (iOS 13.) The default design is the style's own font, as
  /// `Font.title2` is.
  public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
    var font = Font(.textStyle(style))
    font._design = design == .default ? nil : design
    return font
  }

  // Disfavoured here so `.system(.title2)` resolves to the iOS 13 overload, as it must in the
  // SDK for apps that deploy before iOS 16.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @_disfavoredOverload
  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font {
    var font = Font(.textStyle(style))
    font._weight = weight
    font._design = design
    return font
  }

  public func weight(_ weight: Font.Weight) -> Font {
    var font = self
    font._weight = weight
    return font
  }

  public func bold() -> Font { weight(.bold) }

  nonisolated public struct Weight: Hashable, Sendable {
    public let _value: Double
    public static let ultraLight = Weight(_value: -0.8)
    public static let thin = Weight(_value: -0.6)
    public static let light = Weight(_value: -0.4)
    public static let regular = Weight(_value: 0)
    public static let medium = Weight(_value: 0.23)
    public static let semibold = Weight(_value: 0.3)
    public static let bold = Weight(_value: 0.4)
    public static let heavy = Weight(_value: 0.56)
    public static let black = Weight(_value: 0.62)
  }

  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote,
      caption, caption2
  }
}

/// How lines of text align. (SwiftUI's `TextAlignment`.)
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}
