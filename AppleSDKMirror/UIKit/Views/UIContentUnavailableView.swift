/// A view that shows a content-unavailable configuration. (UIContentUnavailableView.h,
/// iPhoneOS18.0.sdk: `UIKIT_EXTERN API_AVAILABLE(ios(17.0), tvos(17.0)) API_UNAVAILABLE(watchos)
/// NS_SWIFT_UI_ACTOR @interface UIContentUnavailableView : UIView <UIContentView>`;
/// developer.apple.com/documentation/uikit/uicontentunavailableview/init(configuration:) (27 SDK):
/// `@MainActor @preconcurrency convenience init(configuration:
/// UIContentUnavailableConfiguration)`, iOS 17.0, tvOS 17.0, visionOS.) Not `open` here: whether
/// Apple lets it be subclassed was not established, and not is the stricter reading.
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
public class UIContentUnavailableView: UIView, UIContentView {
  /// The configuration the view shows (the overlay's `var configuration: any
  /// UIContentConfiguration`).
  public var configuration: any UIContentConfiguration

  init(_configuration: UIContentUnavailableConfiguration) {
    configuration = _configuration
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) {
    configuration = UIContentUnavailableConfiguration.empty()
    super.init(coder: coder)
  }

  /// A view showing `configuration`.
  public convenience init(configuration: UIContentUnavailableConfiguration) {
    self.init(_configuration: configuration)
  }

  /// Whether the view can show `configuration` (a `UIContentUnavailableConfiguration`).
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIContentUnavailableConfiguration
  }
}
