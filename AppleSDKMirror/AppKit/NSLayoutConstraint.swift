/// A relation between two layout attributes. (NSLayoutConstraint.h, shared by AppKit and UIKit:
/// `NS_SWIFT_UI_ACTOR @interface NSLayoutConstraint : NSObject`; macOS 10.7.)
@available(macOS 10.7, *)
@MainActor
open class NSLayoutConstraint: NSObject {
  open var isActive: Bool = false
  open var constant: CGFloat = 0
  public override init() {}
  /// Activates each constraint (`+ activateConstraints:` API_AVAILABLE(macos(10.10))).
  @available(macOS 10.10, *)
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }
  /// Deactivates each constraint (API_AVAILABLE(macos(10.10))).
  @available(macOS 10.10, *)
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}
