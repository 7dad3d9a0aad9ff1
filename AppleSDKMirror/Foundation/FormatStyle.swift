// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// A type that converts a value into a representation, such as a string, in a locale.
/// (Foundation's `FormatStyle`.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public protocol FormatStyle: Decodable, Encodable, Hashable {
  /// The type of value the style formats.
  associatedtype FormatInput
  /// The type the style formats a value into.
  associatedtype FormatOutput
  /// Formats a value.
  func format(_ value: FormatInput) -> FormatOutput
  /// The style, for another locale.
  func locale(_ locale: Locale) -> Self
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension FormatStyle {
  public func locale(_ locale: Locale) -> Self { self }
}
