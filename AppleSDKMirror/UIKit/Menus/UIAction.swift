/// The closure an action runs. (developer.apple.com/documentation/uikit/uiactionhandler (27 SDK):
/// `typealias UIActionHandler = (UIAction) -> Void`.)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public typealias UIActionHandler = (UIAction) -> Void

/// A menu element, or a control's primary action, that runs a closure. (UIAction.h,
/// iPhoneOS18.0.sdk: `NS_SWIFT_UI_ACTOR @interface UIAction : UIMenuElement`;
/// developer.apple.com/documentation/uikit/uiaction (27 SDK): `@MainActor class UIAction`, iOS
/// 13.0, Mac Catalyst 13.1, tvOS 13.0, visionOS 1.0.)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIAction: UIMenuElement {
  /// The action's identifier.
  open private(set) var identifier: UIAction.Identifier
  /// The action's attributes.
  open var attributes: UIMenuElement.Attributes
  /// The action's state.
  open var state: UIMenuElement.State
  /// The title shown where the title alone would not say enough.
  open var discoverabilityTitle: String?
  let _handler: UIActionHandler

  init(
    _title: String, image: UIImage?, identifier: UIAction.Identifier?,
    discoverabilityTitle: String?, attributes: UIMenuElement.Attributes,
    state: UIMenuElement.State, handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? UIAction.Identifier(rawValue: "")
    self.attributes = attributes
    self.state = state
    self.discoverabilityTitle = discoverabilityTitle
    _handler = handler
    super.init(_title: _title, image: image)
  }
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIAction {
  /// An action's identifier (`UIActionIdentifier`, `NS_TYPED_EXTENSIBLE_ENUM`).
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}

// UIKit.swiftinterface, iPhoneOS18.0.sdk: `@available(iOS 13.0, tvOS 14.0, *) extension UIAction`
// with three initializers, the first two `@_disfavoredOverload`; developer.apple.com/
// documentation/uikit/uiaction/init(title:subtitle:image:selectedimage:identifier:
// discoverabilitytitle:attributes:state:handler:) (27 SDK): the same, iOS 17.0, tvOS 17.0.
@available(iOS 13.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIAction {
  @_disfavoredOverload @MainActor @preconcurrency public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(
      _title: title, image: image, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      handler: handler)
  }

  @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  @_disfavoredOverload @MainActor @preconcurrency public convenience init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.init(
      _title: title, image: image, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      handler: handler)
  }

  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency public convenience init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    selectedImage: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(
      _title: title, image: image, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      handler: handler)
  }
}
