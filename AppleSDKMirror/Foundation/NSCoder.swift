// Mirrors Foundation, iPhoneOS18.0.sdk; see URL.swift.

/// An archive being read or written: the type of `init?(coder:)`. (Foundation's `NSCoder`,
/// `open class NSCoder : NSObject`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSCoder: NSObject {}
