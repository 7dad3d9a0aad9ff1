// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// A reference to a localizable string, resolved later. (Foundation's
/// `LocalizedStringResource`.)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LocalizedStringResource: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  ExpressibleByStringInterpolation, CustomStringConvertible
{
  public var key: String
  public var defaultValue: String { key }
  public var locale: Locale
  public init(stringLiteral value: String) {
    key = value
    locale = .current
  }
  public init(_ keyAndValue: String.LocalizationValue) {
    key = ""
    locale = .current
  }
  public var description: String { key }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension String {
  /// The key and default value of a localized string, interpolations kept as arguments.
  /// (Foundation's `String.LocalizationValue`.)
  public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
  }

  /// A localized string from a key. (Foundation's `String(localized:table:bundle:locale:comment:)`.)
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = ""
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension String {
  /// A localized string from a resource. (Foundation's `String(localized:)`.)
  public init(localized resource: LocalizedStringResource) { self = "" }
}
