// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// A comparison of two values in a sort order. (Foundation's `SortComparator`.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public protocol SortComparator<Compared>: Hashable {
  /// The type the comparator compares.
  associatedtype Compared
  /// Forward or reverse.
  var order: SortOrder { get set }
  /// Compares two values.
  func compare(_ lhs: Compared, _ rhs: Compared) -> ComparisonResult
}

// `Never` is a comparator of nothing, for columns that do not sort (Foundation declares the
// conformance; SwiftUI's `TableColumn<…, Never, …>` relies on it).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Never: SortComparator {
  public typealias Compared = Never
  public var order: SortOrder {
    get { .forward }
    set {}
  }
  public func compare(_ lhs: Never, _ rhs: Never) -> ComparisonResult {}
}
