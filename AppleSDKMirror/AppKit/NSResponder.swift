/// An object that responds to and handles events. (NSResponder.h: `NS_SWIFT_UI_ACTOR @interface
/// NSResponder : NSObject <NSCoding>`; developer.apple.com/documentation/appkit/nsresponder:
/// macOS 10.0.)
@available(macOS 10.0, *)
@MainActor
open class NSResponder: NSObject {
  public override init() {}
}
