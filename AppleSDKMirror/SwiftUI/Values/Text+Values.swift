// Localized string keys, fonts and text alignment: SwiftUICore, iPhoneOS18.0.sdk.

/// A key to look up in a strings table. (SwiftUI's `LocalizedStringKey`; SwiftUICore,
/// iPhoneOS18.0.sdk: `Equatable`, not `Sendable`.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// The key as written; interpolations appear as `%@`. Not SwiftUI API.
  @_spi(Inspection) public let _key: String
  /// The interpolated values, in order. Not SwiftUI API.
  @_spi(Inspection) public let _arguments: [String]

  public init(_ value: String) {
    _key = value
    _arguments = []
  }

  public init(stringLiteral value: String) { self.init(value) }

  public init(stringInterpolation: StringInterpolation) {
    _key = stringInterpolation.key
    _arguments = stringInterpolation.arguments
  }

  /// The text shown when no strings table translates the key. Not SwiftUI API.
  @_spi(Inspection) public var _fallbackText: String {
    var text = ""
    var arguments = _arguments.makeIterator()
    var rest = Substring(_key)
    while let range = rest.range(of: "%@") {
      text += rest[..<range.lowerBound] + (arguments.next() ?? "")
      rest = rest[range.upperBound...]
    }
    return text + rest
  }

  /// The interpolations a key takes. (SwiftUICore, iPhoneOS18.0.sdk:
  /// `LocalizedStringKey.StringInterpolation`, whose `appendInterpolation` overloads take a
  /// string, a reference-convertible value or an object with an optional formatter, a number
  /// with an optional format specifier, a text; no generic value.)
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [String] = []
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { key += literal }
    public mutating func appendInterpolation(_ string: String) { append(string) }
    #if os(Linux)
      // Left out of the Apple-platform type-check, whose Foundation stand-in has no `Formatter`,
      // `ReferenceConvertible` or `NSObject`.
      public mutating func appendInterpolation<Subject>(
        _ subject: Subject, formatter: Formatter? = nil
      ) where Subject: ReferenceConvertible {
        append(formatter?.string(for: subject) ?? String(describing: subject))
      }
      public mutating func appendInterpolation<Subject>(
        _ subject: Subject, formatter: Formatter? = nil
      ) where Subject: NSObject {
        append(formatter?.string(for: subject) ?? String(describing: subject))
      }
    #endif
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
      append(String(describing: value))
    }
    public mutating func appendInterpolation<T>(_ value: T, specifier: String)
    where T: _FormatSpecifiable {
      append(String(describing: value))
    }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public mutating func appendInterpolation(_ text: Text) { append(text._string) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
      append(resource.description)
    }

    mutating func append(_ argument: String) {
      key += "%@"
      arguments.append(argument)
    }
  }
}

@available(*, unavailable)
extension LocalizedStringKey: Sendable {
}

@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {
}

/// A value a localized string key can format with a `printf` specifier. (SwiftUI's
/// `_FormatSpecifiable`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol _FormatSpecifiable: Equatable {
  associatedtype _Arg: CVarArg
  var _arg: Self._Arg { get }
  var _specifier: String { get }
}

// SwiftUICore, iPhoneOS18.0.sdk: the integer and floating-point conformances to
// `_FormatSpecifiable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Int: _FormatSpecifiable {
  public var _arg: Int { self }
  public var _specifier: String { "%lld" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Int8: _FormatSpecifiable {
  public var _arg: Int32 { Int32(self) }
  public var _specifier: String { "%d" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Int16: _FormatSpecifiable {
  public var _arg: Int32 { Int32(self) }
  public var _specifier: String { "%d" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Int32: _FormatSpecifiable {
  public var _arg: Int32 { self }
  public var _specifier: String { "%d" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Int64: _FormatSpecifiable {
  public var _arg: Int64 { self }
  public var _specifier: String { "%lld" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension UInt: _FormatSpecifiable {
  public var _arg: UInt { self }
  public var _specifier: String { "%llu" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension UInt8: _FormatSpecifiable {
  public var _arg: UInt32 { UInt32(self) }
  public var _specifier: String { "%u" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension UInt16: _FormatSpecifiable {
  public var _arg: UInt32 { UInt32(self) }
  public var _specifier: String { "%u" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension UInt32: _FormatSpecifiable {
  public var _arg: UInt32 { self }
  public var _specifier: String { "%u" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension UInt64: _FormatSpecifiable {
  public var _arg: UInt64 { self }
  public var _specifier: String { "%llu" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Float: _FormatSpecifiable {
  public var _arg: Float { self }
  public var _specifier: String { "%f" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Double: _FormatSpecifiable {
  public var _arg: Double { self }
  public var _specifier: String { "%lf" }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension CGFloat: _FormatSpecifiable {
  public var _arg: Double { Double(self) }
  public var _specifier: String { "%lf" }
}

#if os(Linux)
  /// A localized string resolved later. (Foundation's `LocalizedStringResource`, which Linux's
  /// Foundation lacks; on Apple platforms, and in the Apple-platform type-check, Foundation
  /// declares it.)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
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
#endif

/// A font. (SwiftUI's `Font`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Font: Hashable, Sendable {
  /// How the font was made. Not SwiftUI API.
  @_spi(Inspection) public enum _Storage: Hashable, Sendable {
    case textStyle(TextStyle)
    case system(size: CGFloat)
  }
  /// How the font was made. Not SwiftUI API.
  @_spi(Inspection) public var _storage: _Storage
  /// The weight set on the font. Not SwiftUI API.
  @_spi(Inspection) public var _weight: Weight?
  /// The design set on the font. Not SwiftUI API.
  @_spi(Inspection) public var _design: Design?

  init(_ storage: _Storage) { _storage = storage }

  public static let largeTitle = Font(.textStyle(.largeTitle))
  public static let title = Font(.textStyle(.title))
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  public static let title2 = Font(.textStyle(.title2))
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  public static let title3 = Font(.textStyle(.title3))
  public static let headline = Font(.textStyle(.headline))
  public static let subheadline = Font(.textStyle(.subheadline))
  public static let body = Font(.textStyle(.body))
  public static let callout = Font(.textStyle(.callout))
  public static let footnote = Font(.textStyle(.footnote))
  public static let caption = Font(.textStyle(.caption))
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  public static let caption2 = Font(.textStyle(.caption2))

  /// The system font at a size. (The iOS 13 overload: disfavoured, and deprecated in a future
  /// release, in the SDK.)
  // developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-73a88 (27 SDK):
  // "iOS: 13.0.0 - 27.2.0" on every platform, so deprecated 27.2 under the 27 SDK; the message is
  // the SDK's.
  #if APPLE_SDK_27
    @available(
      iOS, introduced: 13.0, deprecated: 27.2, message: "Use `system(size:weight:design:)` instead."
    )
    @available(
      macOS, introduced: 10.15, deprecated: 27.2,
      message: "Use `system(size:weight:design:)` instead."
    )
    @available(
      tvOS, introduced: 13.0, deprecated: 27.2,
      message: "Use `system(size:weight:design:)` instead."
    )
    @available(
      watchOS, introduced: 6.0, deprecated: 27.2,
      message: "Use `system(size:weight:design:)` instead."
    )
    @available(
      visionOS, introduced: 1.0, deprecated: 27.2,
      message: "Use `system(size:weight:design:)` instead."
    )
  #else
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  #endif
  @_disfavoredOverload
  public static func system(
    size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default
  ) -> Font {
    var font = Font(.system(size: size))
    font._weight = weight == .regular ? nil : weight
    font._design = design == .default ? nil : design
    return font
  }

  /// A text style's font in a design. (The iOS 13 overload: disfavoured, and deprecated in a
  /// future release, in the SDK.) The default design is the style's own font, as `Font.title2`
  /// is.
  // developer.apple.com/documentation/swiftui/font/system(_:design:) (27 SDK): "iOS: 13.0.0 -
  // 27.0.0" on every platform, so deprecated 27.0 under the 27 SDK; the message is the SDK's.
  #if APPLE_SDK_27
    @available(
      iOS, introduced: 13.0, deprecated: 27.0, message: "Use `system(_:design:weight:)` instead."
    )
    @available(
      macOS, introduced: 10.15, deprecated: 27.0,
      message: "Use `system(_:design:weight:)` instead."
    )
    @available(
      tvOS, introduced: 13.0, deprecated: 27.0, message: "Use `system(_:design:weight:)` instead."
    )
    @available(
      watchOS, introduced: 6.0, deprecated: 27.0,
      message: "Use `system(_:design:weight:)` instead."
    )
    @available(
      visionOS, introduced: 1.0, deprecated: 27.0,
      message: "Use `system(_:design:weight:)` instead."
    )
  #else
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  #endif
  @_disfavoredOverload
  public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
    var font = Font(.textStyle(style))
    font._design = design == .default ? nil : design
    return font
  }

  public func weight(_ weight: Font.Weight) -> Font {
    var font = self
    font._weight = weight
    return font
  }

  public func bold() -> Font { weight(.bold) }

  /// A font weight. (SwiftUICore, iPhoneOS18.0.sdk: `Font.Weight`, `Hashable`, and `Sendable`
  /// in an extension.)
  public struct Weight: Hashable, Sendable {
    let value: Double
    public static let ultraLight = Weight(value: -0.8)
    public static let thin = Weight(value: -0.6)
    public static let light = Weight(value: -0.4)
    public static let regular = Weight(value: 0)
    public static let medium = Weight(value: 0.23)
    public static let semibold = Weight(value: 0.3)
    public static let bold = Weight(value: 0.4)
    public static let heavy = Weight(value: 0.56)
    public static let black = Weight(value: 0.62)
  }

  /// A font design. (SwiftUICore, iPhoneOS18.0.sdk: `Font.Design`.)
  public enum Design: Hashable, Sendable {
    case `default`
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
    case serif
    case rounded
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
    case monospaced
  }

  /// A dynamic text style. (SwiftUICore, iPhoneOS18.0.sdk: `Font.TextStyle`, `CaseIterable,
  /// Sendable`, with two visionOS-only styles and a tvOS-only one.)
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle
    case title
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    case title2
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    case title3
    case headline
    case subheadline
    case body
    case callout
    case footnote
    case caption
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    case caption2
    @available(visionOS, introduced: 1.0)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    case extraLargeTitle
    @available(visionOS, introduced: 1.0)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    case extraLargeTitle2
    @available(tvOS, introduced: 18.0)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    case caption3

    // The styles every platform has; the SDK's list is the platform's own.
    public static var allCases: [Font.TextStyle] {
      [
        .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout,
        .footnote, .caption, .caption2,
      ]
    }
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: Font.system(size:weight:design:) and
// system(_:design:weight:) with optional arguments, the favoured overloads from iOS 16.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension Font {
  public static func system(
    size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil
  ) -> Font {
    var font = Font(.system(size: size))
    font._weight = weight
    font._design = design
    return font
  }

  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font {
    var font = Font(.textStyle(style))
    font._weight = weight
    font._design = design
    return font
  }
}

/// How lines of text align. (SwiftUI's `TextAlignment`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}
