/// A rectangle of a window that draws, lays out its subviews and takes events. (NSView.h:
/// `NS_SWIFT_UI_ACTOR @interface NSView : NSResponder`; developer.apple.com/documentation/appkit/
/// nsview: macOS 10.0.) The stand-in keeps its frame and subviews; it neither draws nor lays out.
/// `NSRect` and `NSPoint` are written `CGRect` and `CGPoint`, which they alias.
@available(macOS 10.0, *)
@MainActor
open class NSView: NSResponder {
  open var frame: CGRect
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  open var isHidden: Bool = false
  open var subviews: [NSView] = []
  weak open private(set) var superview: NSView?
  /// Whether the view needs `layout()` (API_AVAILABLE(macos(10.7))).
  @available(macOS 10.7, *)
  open var needsLayout: Bool {
    get { _needsLayout }
    set { _needsLayout = newValue }
  }
  private var _needsLayout = false
  /// Whether the autoresizing mask becomes constraints (API_AVAILABLE(macos(10.7))).
  @available(macOS 10.7, *)
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { _translates }
    set { _translates = newValue }
  }
  private var _translates = true

  /// Whether the view's origin is its top left corner (`@property (readonly, getter=isFlipped)
  /// BOOL flipped`; developer.apple.com/documentation/appkit/nsview/isflipped (27 SDK): `var
  /// isFlipped: Bool { get }`, macOS 10.0). `false` — bottom left — unless a subclass says
  /// otherwise.
  open var isFlipped: Bool { false }

  /// A view with the given frame (`- initWithFrame:` NS_DESIGNATED_INITIALIZER).
  public init(frame frameRect: CGRect) { frame = frameRect }
  public required init?(coder: NSCoder) { frame = .zero }

  open func addSubview(_ view: NSView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
  /// The deepest descendant containing `point` (in the superview's coordinates), or `nil`;
  /// override it to let clicks through.
  open func hitTest(_ point: CGPoint) -> NSView? { isHidden ? nil : self }
  /// Lays out the subviews; override it (API_AVAILABLE(macos(10.7))).
  @available(macOS 10.7, *)
  open func layout() {}
  /// `point` from `view`'s coordinates (the window's when `nil`) to the view's.
  open func convert(_ point: CGPoint, from view: NSView?) -> CGPoint { point }
  /// `point` from the view's coordinates to `view`'s.
  open func convert(_ point: CGPoint, to view: NSView?) -> CGPoint { point }
  open func convert(_ rect: CGRect, from view: NSView?) -> CGRect { rect }
  open func convert(_ rect: CGRect, to view: NSView?) -> CGRect { rect }
}

// NSLayoutAnchor.h / NSView.h (NSConstraintBasedLayoutInstallingConstraints): the anchors,
// API_AVAILABLE(macos(10.11)).
@available(macOS 10.11, *)
extension NSView {
  @MainActor public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  @MainActor public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor()
  }
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
