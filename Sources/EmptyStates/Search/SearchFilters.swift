/// The filters that narrow a list besides its search text — "Unread", "Flagged", a date range —
/// so that "nothing matched" can say the filters are why, and offer to clear them.
///
/// Name the filters with the app's own copy, looked up in its strings like any string literal:
///
/// ```swift
/// Presentation.resolve(.loaded(mail), matchCount: shown.count, filters: ["Unread", "Flagged"])
/// ```
///
/// When only their number is known, ``init(count:)`` says how many are on; the copy then does
/// not name them. No filters — an empty list, or a count of zero — is the same as none.
public struct SearchFilters: Hashable, Sendable, ExpressibleByArrayLiteral {
  /// The filters' display names, in the order the app lists them; empty when only their number
  /// is known.
  public let names: [LocalizedText]
  /// How many filters are on.
  public let count: Int

  /// Filters known by their display names.
  ///
  /// A name with nothing visible in it cannot be quoted (never “”): then the filters are
  /// counted, and the copy does not name them.
  ///
  /// - Parameter names: The name of each filter that is on, in the app's copy.
  public init(_ names: [LocalizedText]) {
    let isBlank = names.contains { name in name.sourceText.map { SearchQuery($0) == nil } ?? false }
    self.names = isBlank ? [] : names
    count = names.count
  }

  /// Filters known by their display names, written as an array literal.
  ///
  /// - Parameter names: The name of each filter that is on, in the app's copy.
  public init(arrayLiteral names: LocalizedText...) {
    self.init(names)
  }

  /// Filters known only by how many are on.
  ///
  /// - Parameter count: How many filters are on; a negative count is zero.
  public init(count: Int) {
    names = []
    self.count = max(0, count)
  }

  /// Whether no filter is on.
  public var isEmpty: Bool { count == 0 }
}
