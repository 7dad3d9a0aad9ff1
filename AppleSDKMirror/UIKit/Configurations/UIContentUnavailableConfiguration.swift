/// What a view shows when it has no content: image, text, secondary text, two buttons,
/// background. (UIKit.swiftinterface, iPhoneOS18.0.sdk: `@available(iOS 17.0, tvOS 17.0, *)
/// public struct UIContentUnavailableConfiguration : UIKit.UIContentConfiguration,
/// Swift.Hashable` — the overlay's struct, not the Objective-C class, and not `Sendable`;
/// developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct (27
/// SDK): iOS 17.0, Mac Catalyst, tvOS 17.0, visionOS — no watchOS. The same in the three
/// generations.) `attributedText`, `secondaryAttributedText`, the text properties' fonts and the
/// image's symbol configuration are not mirrored: the mirror has no `NSAttributedString` or
/// `UIFont`.
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
  public var image: UIImage?
  public var imageProperties = ImageProperties()
  public var text: String?
  public var textProperties = TextProperties()
  public var secondaryText: String?
  public var secondaryTextProperties = TextProperties()
  /// The first button's look; it shows when it has a title or an image.
  public var button: UIButton.Configuration = .plain()
  /// The first button's action, menu, role and state.
  public var buttonProperties = ButtonProperties()
  public var secondaryButton: UIButton.Configuration = .plain()
  public var secondaryButtonProperties = ButtonProperties()
  public var alignment: Alignment = .center
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { _directionalLayoutMargins.insets }
    set { _directionalLayoutMargins.insets = newValue }
  }
  private var _directionalLayoutMargins = _StoredInsets()
  public var imageToTextPadding: CGFloat = 0
  public var textToSecondaryTextPadding: CGFloat = 0
  public var textToButtonPadding: CGFloat = 0
  public var buttonToSecondaryButtonPadding: CGFloat = 0
  public var background: UIBackgroundConfiguration = .clear()

  init() {}

  // What UIKit fills in for each style (its own words, its activity indicator, its symbol) is
  // UIKit's behaviour, not its declaration: not mirrored, so that no test can read it from here.
  /// The default configuration for content that is not there.
  public static func empty() -> UIContentUnavailableConfiguration {
    UIContentUnavailableConfiguration()
  }
  /// The configuration for content that is loading.
  public static func loading() -> UIContentUnavailableConfiguration {
    UIContentUnavailableConfiguration()
  }
  /// The configuration for a search with no results.
  public static func search() -> UIContentUnavailableConfiguration {
    UIContentUnavailableConfiguration()
  }

  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIContentUnavailableView(configuration: self)
  }
  public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
    self
  }
}

@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIContentUnavailableConfiguration {
  /// How the image is drawn.
  public struct ImageProperties: Hashable {
    public var tintColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var maximumSize: CGSize = .zero
    public var accessibilityIgnoresInvertColors = false
  }

  /// How a text is drawn.
  public struct TextProperties: Hashable {
    public var color: UIColor = .black
    public var numberOfLines = 0
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var allowsDefaultTighteningForTruncation = false
  }

  /// A button's action, menu, state and role.
  public struct ButtonProperties: Hashable {
    /// The action the button runs.
    public var primaryAction: UIAction?
    /// The menu the button shows.
    public var menu: UIMenu?
    public var isEnabled = true
    public var role: UIButton.Role = .normal
  }

  /// How the content aligns.
  public enum Alignment: Hashable {
    case natural
    case center
  }
}
