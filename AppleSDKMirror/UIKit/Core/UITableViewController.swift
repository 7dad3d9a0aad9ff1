/// A view controller whose view is a table. (UITableViewController.h, iPhoneOS18.0.sdk:
/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITableViewController :
/// UIViewController <UITableViewDelegate, UITableViewDataSource>`; developer.apple.com/
/// documentation/uikit/uitableviewcontroller (27 SDK): iOS 2.0, Mac Catalyst 13.1, tvOS 9.0,
/// visionOS 1.0 — no watchOS.) The delegate and data source protocols are not mirrored, so a
/// subclass overriding their methods does not compile here: stricter than the SDK, never more
/// permissive.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITableViewController: UIViewController {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple's signature (`@property (nonatomic, strong, null_resettable) UITableView *tableView`).
  /// The table the controller manages.
  open var tableView: UITableView!

  /// A controller with a table of `style` (`- initWithStyle:` NS_DESIGNATED_INITIALIZER).
  public init(style: UITableView.Style) {
    tableView = UITableView(frame: .zero, style: style)
    super.init(nibName: nil, bundle: nil)
  }
  /// A controller with a nib (`- initWithNibName:bundle:` NS_DESIGNATED_INITIALIZER).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableView = UITableView(frame: .zero, style: .plain)
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) {
    tableView = UITableView(frame: .zero, style: .plain)
    super.init(coder: coder)
  }
}
