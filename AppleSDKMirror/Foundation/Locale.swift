// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// Linguistic, cultural and technological conventions. (Foundation's `Locale`.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct Locale: Hashable, Sendable, Codable {
  public init(identifier: String) {}
  public static var current: Locale { Locale(identifier: "") }
  public var identifier: String { "" }
  public var quotationBeginDelimiter: String? { nil }
  public var quotationEndDelimiter: String? { nil }
  public init(from decoder: any Decoder) throws {}
  public func encode(to encoder: any Encoder) throws {}
}
