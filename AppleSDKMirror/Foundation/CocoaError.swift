/// An error in Foundation's Cocoa domain. (Foundation's `CocoaError`.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CocoaError: Error, Hashable, Sendable {
  public init(_ code: CocoaError.Code, userInfo: [String: Any] = [:]) { self.code = code }
  public let code: CocoaError.Code
  public static func == (lhs: CocoaError, rhs: CocoaError) -> Bool { lhs.code == rhs.code }
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }

  /// A Cocoa error's code. (Foundation's `CocoaError.Code`.)
  public struct Code: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
  }
}

// Foundation, iPhoneOS18.0.sdk: `extension CocoaError.Code` — the codes we read.
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension CocoaError.Code {
  public static var fileNoSuchFile: CocoaError.Code { .init(rawValue: 4) }
  public static var fileReadNoPermission: CocoaError.Code { .init(rawValue: 257) }
  public static var fileReadNoSuchFile: CocoaError.Code { .init(rawValue: 260) }
  public static var fileWriteNoPermission: CocoaError.Code { .init(rawValue: 513) }
  public static var userCancelled: CocoaError.Code { .init(rawValue: 3072) }
}
