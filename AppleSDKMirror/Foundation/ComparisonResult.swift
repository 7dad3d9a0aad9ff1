// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// The order of two values. (Foundation's `ComparisonResult`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum ComparisonResult: Int, Sendable {
  case orderedAscending = -1
  case orderedSame = 0
  case orderedDescending = 1
}
