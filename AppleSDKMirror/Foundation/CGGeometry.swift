// Mirrors CoreGraphics (Foundation re-exports it), iPhoneOS18.0.sdk; see URL.swift.

/// A width and a height. (CoreGraphics' `CGSize`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CGSize: Hashable, Sendable, Codable {
  public var width: CGFloat
  public var height: CGFloat
  public init() { (width, height) = (0, 0) }
  public init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }
  public init(width: Double, height: Double) {
    (self.width, self.height) = (CGFloat(width), CGFloat(height))
  }
  public static var zero: CGSize { CGSize() }
}

/// A point. (CoreGraphics' `CGPoint`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CGPoint: Hashable, Sendable, Codable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { (x, y) = (0, 0) }
  public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
  public static var zero: CGPoint { CGPoint() }
}

/// A rectangle. (CoreGraphics' `CGRect`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CGRect: Hashable, Sendable, Codable {
  public var origin: CGPoint
  public var size: CGSize
  public init() { (origin, size) = (.zero, .zero) }
  public init(origin: CGPoint, size: CGSize) { (self.origin, self.size) = (origin, size) }
  public static var zero: CGRect { CGRect() }
}

// CoreGraphics' Swift overlay, iPhoneOS18.0.sdk: `CGRect.init(x:y:width:height:)` (for
// `CGFloat`), and CGGeometry.h's functions as Swift names them (`CGRectGetWidth` as `width`,
// `CGRectGetMinX` as `minX`…, `CGRectContainsPoint` as `contains(_:)`), since iOS 2.0 and
// macOS 10.0. The getters read the rectangle standardized, as CoreGraphics does.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension CGRect {
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }
  public var width: CGFloat { abs(size.width) }
  public var height: CGFloat { abs(size.height) }
  public var minX: CGFloat { min(origin.x, origin.x + size.width) }
  public var midX: CGFloat { minX + width / 2 }
  public var maxX: CGFloat { minX + width }
  public var minY: CGFloat { min(origin.y, origin.y + size.height) }
  public var midY: CGFloat { minY + height / 2 }
  public var maxY: CGFloat { minY + height }
  /// Whether `point` is inside: the minimum edges included, the maximum ones not.
  public func contains(_ point: CGPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
}
