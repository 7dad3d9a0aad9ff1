/// A description of a background: color, view, corner radius, insets. (UIKit.swiftinterface,
/// iPhoneOS18.0.sdk: `@available(iOS 14.0, tvOS 14.0, *) public struct UIBackgroundConfiguration :
/// Swift.Hashable`, not `Sendable`; not on watchOS.) The slice an empty state's background needs.
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct UIBackgroundConfiguration: Hashable {
  /// A view behind the color.
  public var customView: UIView?
  public var cornerRadius: CGFloat = 0
  public var backgroundInsets: NSDirectionalEdgeInsets {
    get { _backgroundInsets.insets }
    set { _backgroundInsets.insets = newValue }
  }
  private var _backgroundInsets = _StoredInsets()
  public var backgroundColor: UIColor?
  /// (API_AVAILABLE(ios(15.0), tvos(15.0)).)
  @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  public var image: UIImage? {
    get { _image }
    set { _image = newValue }
  }
  private var _image: UIImage?
  public var strokeColor: UIColor?
  public var strokeWidth: CGFloat = 0

  init() {}

  /// A clear background.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// The configuration as it looks in `state`.
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
}
