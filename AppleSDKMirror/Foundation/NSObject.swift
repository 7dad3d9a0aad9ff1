// Mirrors Foundation (the Objective-C runtime's root class, which Foundation re-exports),
// iPhoneOS18.0.sdk; see URL.swift. Only what the UIKit and AppKit mirrors need: a root class,
// equal by `isEqual(_:)` and hashed by `hash`, as Foundation's overlay makes it `Hashable`.

/// The root class of Objective-C classes. (The `NSObject` class; Foundation's overlay:
/// `extension NSObject : Equatable, Hashable`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSObject: Hashable {
  public init() {}
  /// Whether `object` equals this one (identity, unless a subclass says otherwise).
  open func isEqual(_ object: Any?) -> Bool {
    guard let object = object as? NSObject else { return false }
    return object === self
  }
  /// This object's hash, consistent with `isEqual(_:)`.
  open var hash: Int { ObjectIdentifier(self).hashValue }
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
