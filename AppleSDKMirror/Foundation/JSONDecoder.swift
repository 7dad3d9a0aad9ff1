// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// Decodes values from JSON. (Foundation's `JSONDecoder`.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class JSONDecoder: @unchecked Sendable {
  public init() {}
  open func decode<T>(_ type: T.Type, from data: Data) throws -> T where T: Decodable {
    fatalError()
  }
}
