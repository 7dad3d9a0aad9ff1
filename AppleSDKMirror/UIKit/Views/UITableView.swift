/// A list of rows in sections. (UITableView.h, iPhoneOS18.0.sdk: `UIKIT_EXTERN
/// API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITableView : UIScrollView`; not on
/// watchOS.)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITableView: UIScrollView {
  /// The table's style (`UITableViewStyle`, `NS_ENUM(NSInteger)`).
  public enum Style: Int, Sendable {
    case plain = 0
    case grouped = 1
  }

  /// The table's style.
  open private(set) var style: UITableView.Style = .plain
  /// A view behind the rows and headers, sized to the table (`@property(nonatomic, strong,
  /// nullable) UIView *backgroundView API_AVAILABLE(ios(3.2))`).
  @available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  open var backgroundView: UIView? {
    get { _backgroundView }
    set { _backgroundView = newValue }
  }
  private var _backgroundView: UIView?

  /// A table of the given style (`- initWithFrame:style:` NS_DESIGNATED_INITIALIZER).
  public init(frame: CGRect, style: UITableView.Style) {
    super.init(frame: frame)
    self.style = style
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// A plain table (`- initWithFrame:`, inherited from UIView).
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// Reloads every row and section.
  open func reloadData() {}
}
