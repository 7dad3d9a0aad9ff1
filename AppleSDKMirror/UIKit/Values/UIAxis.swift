/// Horizontal, vertical, both or neither. (UIGeometry.h, iPhoneOS18.0.sdk: `typedef
/// NS_OPTIONS(NSUInteger, UIAxis)` API_AVAILABLE(ios(13.0), tvos(13.0)). Marked unavailable on
/// watchOS here: nothing we mirror uses it there, and that is the stricter reading.)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct UIAxis: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  public static let vertical = UIAxis(rawValue: 1 << 1)
  public static let both: UIAxis = [.horizontal, .vertical]
}
