// Foundation, iPhoneOS18.0.sdk: `extension StringProtocol` — the NSString methods that
// `import Foundation` adds to every string, which overload resolution weighs against the
// standard library's own (`contains(_:)` here is iOS 8, the stdlib's generic one iOS 16).

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension String {
  /// Options for comparing and searching strings. (Foundation's `String.CompareOptions`.)
  public typealias CompareOptions = NSString.CompareOptions
}

/// Foundation's string class, here only for its option types. (Foundation's `NSString`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSString: @unchecked Sendable {
  /// Options for comparing and searching strings. (Foundation's `NSString.CompareOptions`.)
  public struct CompareOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var caseInsensitive: NSString.CompareOptions { .init(rawValue: 1) }
    public static var diacriticInsensitive: NSString.CompareOptions { .init(rawValue: 128) }
    public static var widthInsensitive: NSString.CompareOptions { .init(rawValue: 256) }
  }
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension StringProtocol {
  public func contains<T>(_ other: T) -> Bool where T: StringProtocol { false }
  public func range<T>(
    of aString: T, options mask: String.CompareOptions = [], range searchRange: Range<Index>? = nil,
    locale: Locale? = nil
  ) -> Range<Index>? where T: StringProtocol { nil }
  public func replacingOccurrences<Target, Replacement>(
    of target: Target, with replacement: Replacement, options: String.CompareOptions = [],
    range searchRange: Range<Index>? = nil
  ) -> String where Target: StringProtocol, Replacement: StringProtocol { "" }
  public func trimmingCharacters(in set: CharacterSet) -> String { "" }
  public func localizedCaseInsensitiveContains<T>(_ other: T) -> Bool where T: StringProtocol {
    false
  }
}

@available(iOS 9.0, macOS 10.11, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension StringProtocol {
  public func localizedStandardContains<T>(_ string: T) -> Bool where T: StringProtocol { false }
}
