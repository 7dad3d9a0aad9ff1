// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// A point in time. (Foundation's `Date`.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct Date: Hashable, Comparable, Sendable, Codable {
  public init() {}
  public func timeIntervalSince(_ date: Date) -> TimeInterval { 0 }
  public static func < (lhs: Date, rhs: Date) -> Bool { false }
  public init(from decoder: any Decoder) throws {}
  public func encode(to encoder: any Encoder) throws {}
}
