// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// The file system. (Foundation's `FileManager`.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class FileManager: @unchecked Sendable {
  public init() {}
  open class var `default`: FileManager { FileManager() }
  open func contentsOfDirectory(atPath path: String) throws -> [String] { [] }
  open func isReadableFile(atPath path: String) -> Bool { false }
}
