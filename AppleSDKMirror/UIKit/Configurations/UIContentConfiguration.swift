/// A description of a content view's content and look, which makes the view. (UIKit.swiftinterface,
/// iPhoneOS18.0.sdk: `@available(iOS 14.0, tvOS 14.0, *) public protocol UIContentConfiguration
/// { @MainActor func makeContentView() -> any UIView & UIContentView; func updated(for state: any
/// UIConfigurationState) -> Self }`; not on watchOS.)
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol UIContentConfiguration {
  @MainActor func makeContentView() -> any UIView & UIContentView
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration. (UIKit.swiftinterface, iPhoneOS18.0.sdk:
/// `@available(iOS 14.0, tvOS 14.0, *) @MainActor public protocol UIContentView :
/// NSObjectProtocol`, and `supports(_:)` from iOS 16 with a default. `NSObjectProtocol` is
/// `AnyObject` here: the mirror has no Objective-C protocols.)
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor public protocol UIContentView: AnyObject {
  @MainActor var configuration: any UIContentConfiguration { get set }
  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  @MainActor func supports(_ configuration: any UIContentConfiguration) -> Bool
}

@available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIContentView {
  @MainActor public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
