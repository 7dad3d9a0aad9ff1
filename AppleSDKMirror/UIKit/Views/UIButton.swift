/// A control that runs an action when tapped. (UIButton.h, iPhoneOS18.0.sdk: `UIKIT_EXTERN
/// API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIButton : UIControl`; not on watchOS.)
/// Its configuration is `UIButton+Configuration.swift`.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIButton: UIControl {
  /// A button's role, which styles it (`UIButtonRole`, `NS_ENUM(NSInteger)`
  /// API_AVAILABLE(ios(14.0), tvos(14.0)) API_UNAVAILABLE(watchos)).
  @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  public enum Role: Int, Sendable {
    case normal = 0
    case primary = 1
    case cancel = 2
    case destructive = 3
  }

  /// The button's role (API_AVAILABLE(ios(14.0), tvos(14.0))).
  @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  open var role: UIButton.Role {
    get { UIButton.Role(rawValue: _role) ?? .normal }
    set { _role = newValue.rawValue }
  }
  private var _role = 0
}

// UIKit.swiftinterface, iPhoneOS18.0.sdk: `@available(iOS 14.0, tvOS 14.0, *) extension
// UIButton { @MainActor @preconcurrency convenience public init(type buttonType:
// UIButton.ButtonType = .system, primaryAction: UIAction?) }`, here without the button type.
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIButton {
  /// A system button that runs `primaryAction` and shows its title and image.
  @MainActor @preconcurrency public convenience init(primaryAction: UIAction?) {
    self.init(frame: .zero)
  }
}
