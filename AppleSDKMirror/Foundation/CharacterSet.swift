// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// A set of Unicode scalars. (Foundation's `CharacterSet`.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CharacterSet: Hashable {
  public init() {}
  public static var whitespaces: CharacterSet { CharacterSet() }
  public static var whitespacesAndNewlines: CharacterSet { CharacterSet() }
}

// Foundation.swiftmodule, iPhoneOS18.0.sdk: `extension CharacterSet : Sendable` from iOS 16.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension CharacterSet: Sendable {}
