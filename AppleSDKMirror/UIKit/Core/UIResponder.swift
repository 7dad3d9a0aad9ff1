/// An object that responds to and handles events. (UIResponder.h, iPhoneOS18.0.sdk:
/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject`;
/// developer.apple.com/documentation/uikit/uiresponder: not on watchOS.)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIResponder: NSObject {
  public override init() {}
}
