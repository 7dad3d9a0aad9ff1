// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// Reads property lists, including `.strings` tables. (Foundation's
/// `PropertyListSerialization`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class PropertyListSerialization {
  /// How mutable the read objects are. (Foundation's `PropertyListSerialization.MutabilityOptions`.)
  public struct MutabilityOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  public typealias ReadOptions = PropertyListSerialization.MutabilityOptions

  /// A property list's encoding. (Foundation's `PropertyListSerialization.PropertyListFormat`.)
  public enum PropertyListFormat: UInt, Sendable {
    case openStep = 1
    case xml = 100
    case binary = 200
  }

  @available(iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  open class func propertyList(
    from data: Data, options opt: PropertyListSerialization.ReadOptions = [],
    format: UnsafeMutablePointer<PropertyListSerialization.PropertyListFormat>?
  ) throws -> Any { fatalError() }
}
