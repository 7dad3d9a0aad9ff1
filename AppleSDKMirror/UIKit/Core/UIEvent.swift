/// A touch, press, motion or remote-control event. (UIEvent.h, iPhoneOS18.0.sdk:
/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIEvent : NSObject`; not
/// on watchOS.) Only its type: the stand-in delivers no events.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIEvent: NSObject {
  public override init() {}
}
