// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// Forward or reverse. (Foundation's `SortOrder`.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum SortOrder: Hashable, Codable, Sendable {
  case forward
  case reverse
}
