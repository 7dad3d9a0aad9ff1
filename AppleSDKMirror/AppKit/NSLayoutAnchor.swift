// The layout anchors: NSLayoutAnchor.h (`NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11),
// ios(9.0)) NS_SWIFT_UI_ACTOR @interface NSLayoutAnchor<AnchorType> : NSObject`), shared by
// AppKit and UIKit. The methods return an inactive constraint.

/// An anchor of a view, to make constraints with.
@available(macOS 10.11, *)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  public override init() {}
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint()
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint()
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
}

/// A horizontal anchor.
@available(macOS 10.11, *)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor.
@available(macOS 10.11, *)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or a height.
@available(macOS 10.11, *)
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}
