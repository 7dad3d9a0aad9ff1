// The layout anchors: NSLayoutAnchor.h, iPhoneOS18.0.sdk (`NSLAYOUTANCHOR_EXTERN
// API_AVAILABLE(macos(10.11), ios(9.0)) NS_SWIFT_UI_ACTOR @interface NSLayoutAnchor<AnchorType> :
// NSObject`, and its three subclasses); not on watchOS. The methods return an inactive
// constraint.

/// An anchor of a view or layout guide, to make constraints with.
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  public override init() {}
  /// `self = anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  /// `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint()
  }
  /// `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  /// `self = anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint()
  }
  /// `self >= anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  /// `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint()
  }
}

/// A horizontal anchor (leading, trailing, left, right, center x).
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor (top, bottom, center y, baselines).
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or a height.
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self = c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
  /// `self >= c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  /// `self <= c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  /// `self = anchor * m`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint()
  }
}
