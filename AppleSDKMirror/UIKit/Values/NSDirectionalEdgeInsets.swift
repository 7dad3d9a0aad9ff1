/// Insets from a rectangle's edges, leading and trailing by the layout direction. (UIGeometry.h,
/// iPhoneOS18.0.sdk: `API_AVAILABLE(ios(11.0), tvos(11.0), watchos(4.0))`, a C struct imported
/// `Sendable`; the overlay adds `Equatable` and `Codable` from the same versions.)
@available(iOS 11.0, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
  /// No insets (`NSDirectionalEdgeInsetsZero`).
  public static var zero: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets() }
}

/// The stand-in's storage of insets inside `Hashable` configurations (Apple's insets are only
/// `Equatable`).
struct _StoredInsets: Hashable {
  var top: CGFloat = 0
  var leading: CGFloat = 0
  var bottom: CGFloat = 0
  var trailing: CGFloat = 0

  @available(iOS 11.0, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
  var insets: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing) }
    set {
      (top, leading, bottom, trailing) = (
        newValue.top, newValue.leading, newValue.bottom, newValue.trailing
      )
    }
  }
}
