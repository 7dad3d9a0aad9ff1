// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// A universally unique identifier. (Foundation's `UUID`.)
@available(iOS 6.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct UUID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  public init() {}
  public var description: String { "" }
  public static func < (lhs: UUID, rhs: UUID) -> Bool { false }
}
