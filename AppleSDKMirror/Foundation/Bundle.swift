// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// Code and resources on disk. (Foundation's `Bundle`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class Bundle: @unchecked Sendable {
  open class var main: Bundle { fatalError() }
  open var bundleURL: URL { fatalError() }
  open var bundlePath: String { "" }
  open var localizations: [String] { [] }
  open var executableURL: URL? { nil }
  open func url(forResource name: String?, withExtension ext: String?) -> URL? { nil }
}
