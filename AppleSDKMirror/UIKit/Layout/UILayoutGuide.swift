/// A rectangle that takes part in Auto Layout without being a view. (UILayoutGuide.h,
/// iPhoneOS18.0.sdk: `UIKIT_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR @interface
/// UILayoutGuide : NSObject <NSCoding>`; not on watchOS.)
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UILayoutGuide: NSObject {
  public override init() {}
  /// The guide's frame in its owning view's coordinates, after layout.
  open var layoutFrame: CGRect { .zero }
  /// The view the guide belongs to.
  weak open var owningView: UIView?
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}
