// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

// The constants keep Foundation's C names.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// An error's domain, code and user info. (Foundation's `NSError`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSError: Error, @unchecked Sendable {
  public init(domain: String, code: Int, userInfo dict: [String: Any]? = nil) {}
  open var domain: String { "" }
  open var code: Int { 0 }
  open var userInfo: [String: Any] { [:] }
  open var localizedDescription: String { "" }
}

/// The user-info key of the error that caused an error. (Foundation's `NSUnderlyingErrorKey`.)
@available(iOS 2.0, macOS 10.3, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let NSUnderlyingErrorKey: String = "NSUnderlyingError"
/// The domain of `URLError`s. (Foundation's `NSURLErrorDomain`.)
@available(iOS 2.0, macOS 10.2, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let NSURLErrorDomain: String = "NSURLErrorDomain"
/// The domain of `CocoaError`s. (Foundation's `NSCocoaErrorDomain`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let NSCocoaErrorDomain: String = "NSCocoaErrorDomain"
/// The domain of `POSIXError`s. (Foundation's `NSPOSIXErrorDomain`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let NSPOSIXErrorDomain: String = "NSPOSIXErrorDomain"

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension Error {
  /// The error's description for people. (Foundation's `Error.localizedDescription`.)
  public var localizedDescription: String { "" }
}

/// Bridges a Swift error to `NSError`, as `error as NSError` does. (Foundation's
/// `_convertErrorToNSError(_:)`, which the compiler calls.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func _convertErrorToNSError(_ error: any Error) -> NSError {
  NSError(domain: "", code: 0)
}
