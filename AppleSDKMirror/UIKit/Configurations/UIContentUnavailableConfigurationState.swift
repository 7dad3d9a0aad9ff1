/// The state a content-unavailable configuration is updated for: the traits and the search
/// field's text. (UIKit.swiftinterface, iPhoneOS18.0.sdk: `@available(iOS 17.0, tvOS 17.0, *)
/// public struct UIContentUnavailableConfigurationState : UIKit.UIConfigurationState,
/// Swift.Hashable`; not on watchOS.)
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
  public var traitCollection: UITraitCollection
  /// The text of the search field of the view controller's navigation item, if any.
  public var searchText: String?
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}
