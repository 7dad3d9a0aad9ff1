/// A layout guide that follows the keyboard. (UIKeyboardLayoutGuide.h, iPhoneOS18.0.sdk;
/// developer.apple.com/documentation/uikit/uikeyboardlayoutguide and …/uiview/keyboardlayoutguide
/// (27 SDK): iOS 15.0, Mac Catalyst 15.0, visionOS 1.0 — no tvOS, no watchOS.) Its superclass is
/// `UITrackingLayoutGuide` since iOS 17, itself a `UILayoutGuide`; the mirror skips that step.
@available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
@MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Whether the guide follows the keyboard when it is undocked or floating (default `false`).
  open var followsUndockedKeyboard: Bool = false
}
