/// A color. (NSColor.h: `@interface NSColor : NSObject <NSCopying, NSSecureCoding>`, not
/// main-actor; macOS 10.0. Declared without `Sendable`, the stricter reading.)
@available(macOS 10.0, *)
open class NSColor: NSObject {
  public init(white: CGFloat, alpha: CGFloat) {}
  /// Fully transparent (`@property (class, strong, readonly) NSColor *clearColor`).
  open class var clear: NSColor { NSColor(white: 0, alpha: 0) }
}
