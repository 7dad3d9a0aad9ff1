/// An image. (UIImage.h, iPhoneOS18.0.sdk: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) @interface
/// UIImage : NSObject <NSSecureCoding>`; watchOS 2.0.) Not main-actor. Declared without
/// `Sendable`: the header's sendability was not read, and without it is the stricter reading.
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class UIImage: NSObject {
  /// A named image from the main bundle's assets.
  public init?(named name: String) {}
  /// An SF Symbol by name. (`+ systemImageNamed:` API_AVAILABLE(ios(13.0), tvos(13.0),
  /// watchos(6.0)).)
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init?(systemName name: String) {}
}
