/// An object that manages a view hierarchy. (UIViewController.h, iPhoneOS18.0.sdk:
/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIViewController :
/// UIResponder`; not on watchOS.)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIViewController: UIResponder {
  private var _view: UIView?
  /// The root view, loaded on first use (`@property(null_resettable, nonatomic, strong) UIView
  /// *view`).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple's signature: the view is loaded on first use, so it is never nil when read.
  open var view: UIView! {
    get {
      if _view == nil {
        loadView()
        if _view == nil { _view = UIView(frame: .zero) }
        viewDidLoad()
      }
      return _view
    }
    set { _view = newValue }
  }
  /// The child view controllers.
  open private(set) var children: [UIViewController] = []
  /// The parent view controller, if any.
  weak open private(set) var parent: UIViewController?

  /// A view controller with a nib (`- initWithNibName:bundle:` NS_DESIGNATED_INITIALIZER).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public required init?(coder: NSCoder) {}

  /// Makes the root view; override it to make your own.
  open func loadView() {}
  /// Called after the root view is loaded.
  open func viewDidLoad() {}

  /// Adds a child view controller (API_AVAILABLE(ios(5.0))).
  @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  open func addChild(_ childController: UIViewController) {
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }
  /// Removes the view controller from its parent (API_AVAILABLE(ios(5.0))).
  @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
  /// Called before the view controller is added to or removed from a parent.
  @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the view controller is added to or removed from a parent.
  @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  open func didMove(toParent parent: UIViewController?) {}

  // The two overridable members of the iOS 17 extension (UIKit.swiftinterface: `@objc(…)
  // dynamic open`, which is what lets a subclass override them from an extension). Here they
  // live in the class, with the extension's availability.

  /// The state the configuration is updated for: traits and the search text.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
    UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
  }
  /// Override to set `contentUnavailableConfiguration` for `state`; never call it.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  open func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {}
}

// UIKit.swiftinterface, iPhoneOS18.0.sdk: `@available(iOS 17.0, tvOS 17.0, *) extension
// UIViewController { contentUnavailableConfiguration, … }`, and UIViewController.h
// `- setNeedsUpdateContentUnavailableConfiguration API_AVAILABLE(ios(17.0), tvos(17.0))`;
// developer.apple.com/documentation/uikit/uiviewcontroller/contentunavailableconfiguration-4b95e
// (27 SDK): iOS 17.0, Mac Catalyst, tvOS 17.0, visionOS — the same declaration.
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIViewController {
  /// The content-unavailable configuration the view controller shows over its view, if any.
  @MainActor @preconcurrency public var contentUnavailableConfiguration:
    (any UIContentConfiguration)?
  {
    get { nil }
    set {}
  }
  /// Asks for `updateContentUnavailableConfiguration(using:)` before the next layout.
  @MainActor public func setNeedsUpdateContentUnavailableConfiguration() {}
}
