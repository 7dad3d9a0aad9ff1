/// The traits an interface is drawn with (size classes, Dynamic Type size, appearance…). Only
/// the type: the mirror has no traits. (UITraitCollection.h, iPhoneOS18.0.sdk:
/// `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) @interface UITraitCollection : NSObject`; not main-actor.
/// Not on watchOS here; declared without `Sendable`, the stricter reading.)
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class UITraitCollection: NSObject {
  public override init() {}
}
