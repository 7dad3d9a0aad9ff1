// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// A mutual-exclusion lock. (Foundation's `NSLock`, which Apple declares
/// `open class NSLock : NSObject, NSLocking, @unchecked Sendable`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSLock: @unchecked Sendable {
  public init() {}
  // NSLocking's `- (void)lock` and `- (void)unlock` carry
  // NS_SWIFT_UNAVAILABLE_FROM_ASYNC("Use async-safe scoped locking instead"), which NSLock's
  // imported `lock()` and `unlock()` keep.
  @available(*, noasync, message: "Use async-safe scoped locking instead")
  open func lock() {}
  @available(*, noasync, message: "Use async-safe scoped locking instead")
  open func unlock() {}
}
