/// UIKit's accessibility functions and constants, as Swift names them. (UIAccessibility.h,
/// iPhoneOS18.0.sdk, `NS_SWIFT_NAME(UIAccessibility…)`; developer.apple.com/documentation/uikit/
/// uiaccessibility.)
@available(iOS 3.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum UIAccessibility {}

// developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:) (27 SDK):
// `@MainActor static func post(notification: UIAccessibility.Notification, argument: Any?)`;
// iOS, tvOS, visionOS (no watchOS in its availability block). Main-actor in every generation
// here: the 18 SDK's spelling was not read, and the main actor is the stricter reading.
@available(iOS 3.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIAccessibility {
  /// Posts `notification` to assistive apps (VoiceOver), with its argument (`nil`, an element to
  /// move to, or the text to announce).
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
  }
}

@available(iOS 3.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension UIAccessibility {
  /// A notification for assistive apps. (`UIAccessibilityNotifications`, `NS_TYPED_ENUM`,
  /// imported as `struct UIAccessibility.Notification`.)
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
  }
}

// developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged,
// …/layoutchanged and …/announcement (27 SDK): `nonisolated static let`; iOS 3.0 (announcement
// 4.0), tvOS, visionOS 1.0, watchOS 2.0.
@available(iOS 3.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension UIAccessibility.Notification {
  /// A new screen appeared: VoiceOver moves to its first element, or to the argument.
  nonisolated public static let screenChanged = UIAccessibility.Notification(rawValue: 1000)
  /// The layout of the screen changed: VoiceOver moves to the argument, if one is given.
  nonisolated public static let layoutChanged = UIAccessibility.Notification(rawValue: 1001)
  /// An announcement: the argument is the text to speak.
  @available(iOS 4.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  nonisolated public static let announcement = UIAccessibility.Notification(rawValue: 1008)
}
