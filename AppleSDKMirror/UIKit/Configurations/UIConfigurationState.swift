/// The state a configuration is updated for. (UIKit.swiftinterface, iPhoneOS18.0.sdk:
/// `@available(iOS 14.0, tvOS 14.0, *) public protocol UIConfigurationState`; not on watchOS.)
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol UIConfigurationState {
  init(traitCollection: UITraitCollection)
  var traitCollection: UITraitCollection { get set }
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key for an app's own state in a configuration state. (UIConfigurationState.h,
/// iPhoneOS18.0.sdk: `typedef NSString * UIConfigurationStateCustomKey NS_TYPED_EXTENSIBLE_ENUM
/// API_AVAILABLE(ios(14.0), tvos(14.0))`.)
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
