/// The running app: its one shared instance opens URLs. (UIApplication.h, iPhoneOS18.0.sdk:
/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIApplication : UIResponder`;
/// developer.apple.com/documentation/uikit/uiapplication (27 SDK): iOS 2.0, Mac Catalyst 13.1,
/// tvOS 9.0, visionOS 1.0 — no watchOS.) Of its members the mirror declares `shared` and
/// `open(_:options:completionHandler:)`.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIApplication: UIResponder {
  /// The app's instance. (`@property(class, nonatomic, readonly) UIApplication
  /// *sharedApplication NS_EXTENSION_UNAVAILABLE_IOS(…)`: not in app extensions.)
  @available(iOSApplicationExtension, unavailable)
  open class var shared: UIApplication { UIApplication() }

  /// Opens `url` asynchronously: in the app that handles its scheme, or in the app itself.
  /// (developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
  /// (27 SDK): `func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] =
  /// [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil)`; iOS 10.0,
  /// Mac Catalyst 13.1, tvOS 10.0, visionOS 1.0.)
  @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}
}

@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIApplication {
  /// A key of the options for opening a URL (`UIApplicationOpenExternalURLOptionsKey`,
  /// `NS_TYPED_ENUM` API_AVAILABLE(ios(10.0)), imported as
  /// `UIApplication.OpenExternalURLOptionsKey`).
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}
