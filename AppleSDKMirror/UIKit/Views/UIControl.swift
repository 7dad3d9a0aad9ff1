/// A view that sends actions in response to touches (buttons, switches…). (UIControl.h,
/// iPhoneOS18.0.sdk: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIControl
/// : UIView`; not on watchOS.)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIControl: UIView {
  /// Whether the control takes touches.
  open var isEnabled: Bool = true
}
