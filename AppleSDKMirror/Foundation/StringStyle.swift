// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// The style that formats a string as itself: the member style of a list of strings.
/// (Foundation's `StringStyle`.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct StringStyle: FormatStyle, Sendable {
  public func format(_ value: String) -> String { value }
}
