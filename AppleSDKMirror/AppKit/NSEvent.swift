/// A mouse, keyboard or other event. (NSEvent.h: `NS_SWIFT_UI_ACTOR`-free, `@interface NSEvent :
/// NSObject <NSCopying, NSCoding>`; macOS 10.0.) Only its type: the stand-in delivers no events.
@available(macOS 10.0, *)
open class NSEvent: NSObject {
  public override init() {}
}
