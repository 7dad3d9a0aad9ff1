// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// Bytes. (Foundation's `Data`.)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct Data: Hashable, Sendable {
  public init() {}
  public init<S>(_ elements: S) where S: Sequence, S.Element == UInt8 {}
  public init(contentsOf url: URL, options: Data.ReadingOptions = []) throws {}

  /// Options for reading a file. (Foundation's `Data.ReadingOptions`.)
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
}
