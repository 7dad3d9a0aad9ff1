// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// A path of indexes into nested arrays: a table's row in its section, a collection view's
/// item in its section. (Foundation's `IndexPath`: `struct IndexPath : ReferenceConvertible,
/// Equatable, Hashable, MutableCollection, RandomAccessCollection, Comparable,
/// ExpressibleByArrayLiteral`, iOS 8.0, macOS 10.10, and `Sendable`.) The mirror declares the
/// type, `init()` and `init(indexes:)`, not its collection conformances.
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct IndexPath: Hashable, Sendable {
  /// An empty path.
  public init() {}
  /// A path of `indexes`.
  public init(indexes: [Int]) {}
}
