// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// An error with text for people. (Foundation's `LocalizedError`.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public protocol LocalizedError: Error {
  /// What went wrong.
  var errorDescription: String? { get }
  /// Why it went wrong.
  var failureReason: String? { get }
  /// How to recover.
  var recoverySuggestion: String? { get }
  /// Where to find help.
  var helpAnchor: String? { get }
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension LocalizedError {
  public var errorDescription: String? { nil }
  public var failureReason: String? { nil }
  public var recoverySuggestion: String? { nil }
  public var helpAnchor: String? { nil }
}
