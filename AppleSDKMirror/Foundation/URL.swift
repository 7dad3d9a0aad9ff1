// The Apple-platform `Foundation` stand-in: the slice of Apple's Foundation that EmptyStates,
// EmptyStatesUI, the SwiftUI stand-in and the seeds' samples use, with the signatures and the
// availability that Apple's SDK declares (Foundation.swiftmodule, iPhoneOS18.0.sdk, unless a
// declaration says otherwise). Scripts/typecheck-apple-platforms compiles it for Apple targets
// only; on Linux the toolchain's own Foundation is used and this folder is not in the package.
// Bodies are placeholders: nothing here runs.

/// A resource's location. (Foundation's `URL`.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct URL: Hashable, Equatable, Sendable, Codable, CustomStringConvertible {
  public init?(string: String) { return nil }
  // Foundation.swiftmodule (iPhoneOS18.0.sdk) gives the two file-path initializers their own
  // availability: deprecated in a future release (100000.0), so no deployment target warns.
  // The 27 SDK's pages print "8.0.0 - 27.0.0": the docs print a future-release deprecation as the
  // SDK current when crawled (AppleSDKMirror/README.md), so every generation has these.
  @available(
    macOS, introduced: 10.10, deprecated: 100000.0,
    message: "Use init(filePath:directoryHint:relativeTo:) instead"
  )
  @available(
    iOS, introduced: 8.0, deprecated: 100000.0,
    message: "Use init(filePath:directoryHint:relativeTo:) instead"
  )
  @available(
    tvOS, introduced: 9.0, deprecated: 100000.0,
    message: "Use init(filePath:directoryHint:relativeTo:) instead"
  )
  @available(
    watchOS, introduced: 2.0, deprecated: 100000.0,
    message: "Use init(filePath:directoryHint:relativeTo:) instead"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "Use init(filePath:directoryHint:relativeTo:) instead"
  )
  public init(fileURLWithPath path: String, isDirectory: Bool) { fatalError() }
  @available(
    macOS, introduced: 10.10, deprecated: 100000.0,
    message: "Use init(filePath:directoryHint:relativeTo:) instead"
  )
  @available(
    iOS, introduced: 8.0, deprecated: 100000.0,
    message: "Use init(filePath:directoryHint:relativeTo:) instead"
  )
  @available(
    tvOS, introduced: 9.0, deprecated: 100000.0,
    message: "Use init(filePath:directoryHint:relativeTo:) instead"
  )
  @available(
    watchOS, introduced: 2.0, deprecated: 100000.0,
    message: "Use init(filePath:directoryHint:relativeTo:) instead"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "Use init(filePath:directoryHint:relativeTo:) instead"
  )
  public init(fileURLWithPath path: String) { fatalError() }
  public var absoluteString: String { "" }
  public var path: String { "" }
  public var lastPathComponent: String { "" }
  public var description: String { "" }
  public func appendingPathComponent(_ pathComponent: String) -> URL { self }
  public func resolvingSymlinksInPath() -> URL { self }
  public func deletingLastPathComponent() -> URL { self }
  public init(from decoder: any Decoder) throws {}
  public func encode(to encoder: any Encoder) throws {}
}
