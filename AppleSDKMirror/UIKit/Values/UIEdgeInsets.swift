/// Insets from a rectangle's edges, left and right as drawn. (UIGeometry.h, iPhoneOS18.0.sdk:
/// `typedef struct __attribute__((objc_boxable)) UIEdgeInsets`, a C struct of `CGFloat`s,
/// imported `Sendable`; the overlay adds `Equatable` (iOS 7.0) and `Codable`.)
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init() { (top, left, bottom, right) = (0, 0, 0, 0) }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  /// No insets (`UIEdgeInsetsZero`).
  public static var zero: UIEdgeInsets { UIEdgeInsets() }
}
