/// A rectangle of the interface that draws, lays out its subviews and takes touches. (UIView.h,
/// iPhoneOS18.0.sdk: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIView :
/// UIResponder`; developer.apple.com/documentation/uikit/uiview: not on watchOS.) The stand-in
/// keeps its frame and its subviews; it neither draws nor lays out.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIView: UIResponder {
  /// The view's frame in its superview's coordinates.
  open var frame: CGRect
  /// The view's own coordinates: its size, at the origin unless scrolled.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  open var backgroundColor: UIColor?
  open var isHidden: Bool = false
  open var isUserInteractionEnabled: Bool = true
  open private(set) var subviews: [UIView] = []
  weak open private(set) var superview: UIView?

  /// A view with the given frame (`- initWithFrame:` NS_DESIGNATED_INITIALIZER).
  public init(frame: CGRect) { self.frame = frame }
  /// A view from an archive (`- initWithCoder:` NS_DESIGNATED_INITIALIZER, required by
  /// `NSCoding`).
  public required init?(coder: NSCoder) { frame = .zero }

  /// Adds `view` on top of the subviews.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }
  /// Takes the view out of its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// The deepest visible, interactive descendant containing `point` (in the view's coordinates),
  /// or `nil`; override it to let touches through.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, self.point(inside: point, with: event) else {
      return nil
    }
    return self
  }
  /// Whether `point` (in the view's coordinates) is inside the view.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    point.x >= 0 && point.y >= 0 && point.x < bounds.size.width && point.y < bounds.size.height
  }
  /// `point` from the view's coordinates to `view`'s (the window's when `nil`).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
  /// `point` from `view`'s coordinates to the view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
  /// `rect` from the view's coordinates to `view`'s.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
  /// `rect` from `view`'s coordinates to the view's.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }

  /// Lays out the subviews; override it, never call it.
  open func layoutSubviews() {}
  /// Asks for `layoutSubviews()` before the next drawing.
  open func setNeedsLayout() {}
  /// Runs a pending layout now.
  open func layoutIfNeeded() {}
}

// UIView.h (UIViewHierarchy, UIConstraintBasedLayoutInstallingConstraints): Auto Layout, iOS 6.0.
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIView {
  /// Whether the autoresizing mask becomes constraints (`true` for views made in code).
  @MainActor public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { true }
    set {}
  }
}

// UIView.h (UIViewLayoutConstraintCreation): the anchors, API_AVAILABLE(ios(9.0)).
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIView {
  @MainActor public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  @MainActor public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor()
  }
  @MainActor public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  @MainActor public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  @MainActor public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  @MainActor public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  @MainActor public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  @MainActor public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
  @MainActor public var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor()
  }
  @MainActor public var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor()
  }
}

// UIView.h: the safe area, API_AVAILABLE(ios(11.0), tvos(11.0)).
@available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIView {
  /// The insets the bars, the notch and the home indicator leave.
  @MainActor public var safeAreaInsets: UIEdgeInsets { .zero }
  /// The safe area as a layout guide.
  @MainActor public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

// developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide (27 SDK): `var
// keyboardLayoutGuide: UIKeyboardLayoutGuide { get }`; iOS 15.0, Mac Catalyst 15.0, visionOS
// 1.0; not tvOS.
@available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
extension UIView {
  /// A guide that follows the keyboard: the area above it, or the safe area's bottom without one.
  @MainActor public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    UIKeyboardLayoutGuide()
  }
}
