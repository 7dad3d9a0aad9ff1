/// The empty states a screen shows, for
/// ``Presentation/resolve(_:itemCount:query:matchCount:filters:rules:)``:
/// what "nothing yet", "nothing matched" and "load failed" look like on this screen.
///
/// ```swift
/// let rules = PresentationRules(
///   empty: EmptyState("No Landmarks", systemImage: "mappin.slash",
///                     description: "Landmarks you save will appear here.")
/// )
/// ```
public struct PresentationRules: Sendable {
  /// Shown when the loaded collection is empty.
  public var empty: EmptyState
  /// Shown when a non-blank query matched nothing.
  public var noResults: @Sendable (SearchQuery) -> EmptyState
  /// Shown when nothing matched while filters were on, with the query if there is one.
  public var filteredOut: @Sendable (SearchFilters, SearchQuery?) -> EmptyState
  /// Shown when a load failed (never called for cancellations).
  public var failure: @Sendable (any Error, FailureReason) -> EmptyState

  /// Creates rules; each defaults to the matching preset.
  ///
  /// - Parameters:
  ///   - empty: Shown when the loaded collection is empty; the ``EmptyState/empty`` preset by
  ///     default — your own copy ("No Notes") is better.
  ///   - noResults: Makes the state for a query that matched nothing;
  ///     ``EmptyState/noResults(for:actions:)`` by default.
  ///   - filteredOut: Makes the state for filters (and a query, if any) that matched nothing;
  ///     ``EmptyState/noResults(for:filters:)`` by default.
  ///   - failure: Makes the state for a failed load; the preset of the error's
  ///     ``FailureReason`` by default.
  public init(
    empty: EmptyState = .empty,
    noResults: @escaping @Sendable (SearchQuery) -> EmptyState = {
      .noResults(cleaned: $0, actions: [])
    },
    filteredOut: @escaping @Sendable (SearchFilters, SearchQuery?) -> EmptyState = {
      .noResults(cleaned: $1, filters: $0)
    },
    failure: @escaping @Sendable (any Error, FailureReason) -> EmptyState = { _, reason in
      reason.preset?.emptyState() ?? .loadFailed
    }
  ) {
    self.empty = empty
    self.noResults = noResults
    self.filteredOut = filteredOut
    self.failure = failure
  }

  /// The presets for every situation.
  public static let standard = PresentationRules()
}
