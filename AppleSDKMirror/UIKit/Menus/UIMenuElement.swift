/// An element of a menu: an action, a command or a submenu. (UIMenuElement.h, iPhoneOS18.0.sdk:
/// `UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(14.0)) NS_SWIFT_UI_ACTOR @interface UIMenuElement
/// : NSObject <NSCopying, NSSecureCoding>`; not on watchOS.)
@available(iOS 13.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIMenuElement: NSObject {
  /// The element's title.
  open private(set) var title: String
  /// The element's image.
  open private(set) var image: UIImage?

  init(_title: String, image: UIImage?) {
    title = _title
    self.image = image
  }
}

@available(iOS 13.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIMenuElement {
  /// How an element looks and behaves (`UIMenuElementAttributes`, `NS_OPTIONS(NSUInteger)`).
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// Whether an element shows a checkmark (`UIMenuElementState`, `NS_ENUM(NSInteger)`).
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}
