// UIKit.swiftinterface, iPhoneOS18.0.sdk: `@available(iOS 15.0, tvOS 15.0, *) extension UIButton
// { public struct Configuration : Swift.Hashable { … } }` — the overlay's struct, not
// `UIButtonConfiguration`, and not `Sendable`; developer.apple.com/documentation/uikit/uibutton/
// configuration-swift.struct (27 SDK): iOS 15.0, Mac Catalyst, tvOS 15.0, visionOS; no watchOS.

@available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIButton {
  /// A button's look and content.
  public struct Configuration: Hashable {
    /// A button's size.
    public enum Size: Hashable {
      case mini
      case small
      case medium
      case large
    }

    public var title: String?
    public var subtitle: String?
    public var image: UIImage?
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var buttonSize: Size = .medium
    public var showsActivityIndicator = false
    public var contentInsets: NSDirectionalEdgeInsets {
      get { _contentInsets.insets }
      set { _contentInsets.insets = newValue }
    }
    private var _contentInsets = _StoredInsets()
    public var background: UIBackgroundConfiguration = .clear()

    init() {}

    /// A transparent background.
    public static func plain() -> UIButton.Configuration { Configuration() }
    /// A tinted background.
    public static func tinted() -> UIButton.Configuration { Configuration() }
    /// A gray background.
    public static func gray() -> UIButton.Configuration { Configuration() }
    /// A background filled with the tint color.
    public static func filled() -> UIButton.Configuration { Configuration() }
    /// No border.
    public static func borderless() -> UIButton.Configuration { Configuration() }
    /// A border, in the style of the platform.
    public static func bordered() -> UIButton.Configuration { Configuration() }
    /// A tinted border.
    public static func borderedTinted() -> UIButton.Configuration { Configuration() }
    /// A prominent, filled border.
    public static func borderedProminent() -> UIButton.Configuration { Configuration() }

    /// The configuration as it looks for `button`'s state.
    public func updated(for button: UIButton) -> UIButton.Configuration { self }
  }
}

// Liquid Glass: developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/glass()
// and …/prominentglass() (27 SDK): iOS 26.0, Mac Catalyst, tvOS 26.0 — no visionOS, no watchOS.
// New in the iOS 26 SDK, so absent from the 18 SDK's overlay.
#if !APPLE_SDK_18
  @available(iOS 26.0, tvOS 26.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  extension UIButton.Configuration {
    /// A Liquid Glass button.
    public static func glass() -> UIButton.Configuration { UIButton.Configuration() }
    /// A prominent, tinted Liquid Glass button.
    public static func prominentGlass() -> UIButton.Configuration { UIButton.Configuration() }
  }
#endif

// UIKit.swiftinterface, iPhoneOS18.0.sdk: `@MainActor @preconcurrency convenience public
// init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil)` and `var
// configuration: UIButton.Configuration?`, in the same iOS 15 extension.
@available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIButton {
  /// A button with a configuration, running `primaryAction`.
  @MainActor @preconcurrency public convenience init(
    configuration: UIButton.Configuration, primaryAction: UIAction? = nil
  ) {
    self.init(frame: .zero)
  }
  /// The button's configuration, if it has one.
  @MainActor @preconcurrency public var configuration: UIButton.Configuration? {
    get { nil }
    set {}
  }
}
