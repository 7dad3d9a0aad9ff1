// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// A reference to a localizable string, resolved later. (Foundation's
/// `LocalizedStringResource`.)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LocalizedStringResource: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  ExpressibleByStringInterpolation, CustomStringConvertible
{
  public var key: String
  public var locale: Locale
  public init(stringLiteral value: String) {
    key = value
    locale = .current
  }
  public var description: String { key }
}
