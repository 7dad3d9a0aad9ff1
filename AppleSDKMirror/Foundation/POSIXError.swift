// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// An error in the POSIX domain. (Foundation's `POSIXError`.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct POSIXError: Error, Hashable, Sendable {
  public init(_ code: POSIXErrorCode, userInfo: [String: Any] = [:]) { self.code = code }
  public let code: POSIXErrorCode
  public static func == (lhs: POSIXError, rhs: POSIXError) -> Bool { lhs.code == rhs.code }
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}
