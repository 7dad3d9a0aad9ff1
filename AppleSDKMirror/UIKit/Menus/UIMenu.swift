/// A menu: a titled group of elements. (UIMenu.h, iPhoneOS18.0.sdk: `UIKIT_EXTERN
/// API_AVAILABLE(ios(13.0), tvos(14.0)) NS_SWIFT_UI_ACTOR @interface UIMenu : UIMenuElement`;
/// not on watchOS.)
@available(iOS 13.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIMenu: UIMenuElement {
  /// The menu's identifier.
  open private(set) var identifier: UIMenu.Identifier
  /// The menu's options.
  open private(set) var options: UIMenu.Options
  /// The menu's elements.
  open private(set) var children: [UIMenuElement]

  init(
    _title: String, image: UIImage?, identifier: UIMenu.Identifier?, options: UIMenu.Options,
    children: [UIMenuElement]
  ) {
    self.identifier = identifier ?? UIMenu.Identifier(rawValue: "")
    self.options = options
    self.children = children
    super.init(_title: _title, image: image)
  }
}

@available(iOS 13.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIMenu {
  /// A menu's identifier (`UIMenuIdentifier`, `NS_TYPED_EXTENSIBLE_ENUM`).
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows its elements (`UIMenuOptions`, `NS_OPTIONS(NSUInteger)`).
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The elements shown in the parent menu, not as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu is destructive.
    public static let destructive = Options(rawValue: 1 << 1)
  }
}

// UIKit.swiftinterface, iPhoneOS18.0.sdk: `@available(iOS 13.0, tvOS 14.0, *) extension UIMenu`,
// the iOS 13 and iOS 15 initializers (`@_disfavoredOverload`). The iOS 16 one, which adds
// `preferredElementSize:`, is not mirrored: a call without that argument picks it on iOS 16 and
// the iOS 15 one below, and both accept it.
@available(iOS 13.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIMenu {
  @_disfavoredOverload @MainActor @preconcurrency public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    options: UIMenu.Options = [], children: [UIMenuElement] = []
  ) {
    self.init(
      _title: title, image: image, identifier: identifier, options: options, children: children)
  }

  @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  @_disfavoredOverload @MainActor @preconcurrency public convenience init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
    children: [UIMenuElement] = []
  ) {
    self.init(
      _title: title, image: image, identifier: identifier, options: options, children: children)
  }
}
