// Mirrors CoreFoundation (Foundation re-exports it), iPhoneOS18.0.sdk; see URL.swift.

/// The floating-point type of Core Graphics. (CoreFoundation's `CGFloat`, which Foundation
/// re-exports; a 64-bit `Double` underneath, converted implicitly to and from `Double`.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@frozen
public struct CGFloat: BinaryFloatingPoint, Hashable, Sendable, Codable,
  CustomStringConvertible
{
  public var native: Double
  public init() { native = 0 }
  public init(_ value: Double) { native = value }
  public init(_ value: Float) { native = Double(value) }
  public init(_ value: CGFloat) { native = value.native }
  public init(floatLiteral value: Double) { native = value }
  public init(integerLiteral value: Int) { native = Double(value) }
  public init?<T>(exactly source: T) where T: BinaryInteger {
    guard let value = Double(exactly: source) else { return nil }
    native = value
  }
  public var magnitude: CGFloat { CGFloat(native.magnitude) }
  public var description: String { native.description }
  public static var infinity: CGFloat { CGFloat(Double.infinity) }
  public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
  public static func *= (lhs: inout CGFloat, rhs: CGFloat) { lhs = lhs * rhs }
  public static func /= (lhs: inout CGFloat, rhs: CGFloat) { lhs = lhs / rhs }
  public typealias RawSignificand = UInt64
  public typealias RawExponent = UInt
  public typealias Exponent = Int
  public static var exponentBitCount: Int { Double.exponentBitCount }
  public static var significandBitCount: Int { Double.significandBitCount }
  public var bitPattern: UInt64 { native.bitPattern }
  public var exponentBitPattern: UInt { native.exponentBitPattern }
  public var significandBitPattern: UInt64 { native.significandBitPattern }
  public var binade: CGFloat { CGFloat(native.binade) }
  public var significandWidth: Int { native.significandWidth }
  public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt64) {
    native = Double(
      sign: sign, exponentBitPattern: exponentBitPattern,
      significandBitPattern: significandBitPattern)
  }
  public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) {
    native = Double(sign: sign, exponent: exponent, significand: significand.native)
  }
  public init<Source>(_ value: Source) where Source: BinaryInteger { native = Double(value) }
  public static var nan: CGFloat { CGFloat(Double.nan) }
  public static var signalingNaN: CGFloat { CGFloat(Double.signalingNaN) }
  public static var greatestFiniteMagnitude: CGFloat { CGFloat(Double.greatestFiniteMagnitude) }
  public static var pi: CGFloat { CGFloat(Double.pi) }
  public static var leastNormalMagnitude: CGFloat { CGFloat(Double.leastNormalMagnitude) }
  public static var leastNonzeroMagnitude: CGFloat { CGFloat(Double.leastNonzeroMagnitude) }
  public var ulp: CGFloat { CGFloat(native.ulp) }
  public var sign: FloatingPointSign { native.sign }
  public var exponent: Int { native.exponent }
  public var significand: CGFloat { CGFloat(native.significand) }
  public var nextUp: CGFloat { CGFloat(native.nextUp) }
  public var isNormal: Bool { native.isNormal }
  public var isFinite: Bool { native.isFinite }
  public var isZero: Bool { native.isZero }
  public var isSubnormal: Bool { native.isSubnormal }
  public var isInfinite: Bool { native.isInfinite }
  public var isNaN: Bool { native.isNaN }
  public var isSignalingNaN: Bool { native.isSignalingNaN }
  public var isCanonical: Bool { native.isCanonical }
  public static func += (lhs: inout CGFloat, rhs: CGFloat) { lhs = lhs + rhs }
  public static func -= (lhs: inout CGFloat, rhs: CGFloat) { lhs = lhs - rhs }
  public mutating func formRemainder(dividingBy other: CGFloat) {
    native.formRemainder(dividingBy: other.native)
  }
  public mutating func formTruncatingRemainder(dividingBy other: CGFloat) {
    native.formTruncatingRemainder(dividingBy: other.native)
  }
  public mutating func formSquareRoot() { native.formSquareRoot() }
  public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) {
    native.addProduct(lhs.native, rhs.native)
  }
  public func isEqual(to other: CGFloat) -> Bool { native.isEqual(to: other.native) }
  public func isLess(than other: CGFloat) -> Bool { native.isLess(than: other.native) }
  public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool {
    native.isLessThanOrEqualTo(other.native)
  }
  public func isTotallyOrdered(belowOrEqualTo other: CGFloat) -> Bool {
    native.isTotallyOrdered(belowOrEqualTo: other.native)
  }
  public mutating func round(_ rule: FloatingPointRoundingRule) { native.round(rule) }
  public func distance(to other: CGFloat) -> CGFloat { other - self }
  public func advanced(by amount: CGFloat) -> CGFloat { self + amount }
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension Double {
  /// A `Double` from a `CGFloat`.
  public init(_ other: CGFloat) { self = other.native }
}
