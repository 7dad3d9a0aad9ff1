/// A relation between two layout attributes, which Auto Layout satisfies. (NSLayoutConstraint.h,
/// iPhoneOS18.0.sdk: `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface
/// NSLayoutConstraint : NSObject`; not on watchOS.)
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class NSLayoutConstraint: NSObject {
  /// Whether the constraint takes part in layout.
  open var isActive: Bool = false
  /// The constant added to the related attribute.
  open var constant: CGFloat = 0
  public override init() {}

  /// Activates each constraint (`+ activateConstraints:` API_AVAILABLE(ios(8.0))).
  @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint (`+ deactivateConstraints:` API_AVAILABLE(ios(8.0))).
  @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}
