/// A color. (UIColor.h, iPhoneOS18.0.sdk: `UIKIT_EXTERN API_AVAILABLE(ios(2.0), watchos(2.0))
/// NS_SWIFT_SENDABLE @interface UIColor : NSObject` — not main-actor, and `Sendable`.)
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class UIColor: NSObject, @unchecked Sendable {
  /// A color from red, green, blue and alpha components, each 0…1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  /// A gray from its white component and alpha, each 0…1.
  public init(white: CGFloat, alpha: CGFloat) {}
  /// 0.0 white, 0.0 alpha (`@property(class, nonatomic, readonly) UIColor *clearColor`).
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// 0.0 white.
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// 1.0 white.
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
}
