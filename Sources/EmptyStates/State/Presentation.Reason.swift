extension Presentation {
  /// Why a screen shows an empty state: what its copy is about, and which preset presents it.
  ///
  /// ``Presentation/resolve(_:itemCount:query:matchCount:filters:rules:)`` gives ``empty``,
  /// ``noResults(for:)``, ``filteredOut(by:query:)`` and ``failure(_:)``; a detail pane whose list has nothing selected shows
  /// ``noSelection`` itself:
  ///
  /// ```swift
  /// let detail: Presentation =
  ///   selection == nil ? .unavailable(.noSelection, reason: .noSelection) : .content
  /// ```
  public enum Reason: Hashable, Sendable {
    /// The collection is empty: nothing yet.
    case empty
    /// A search matched nothing; the query is the cleaned one the title quotes.
    case noResults(for: SearchQuery)
    /// Nothing matched while filters were on, with or without a query: the filters may be
    /// why, so the app offers to clear them (``EmptyState/Action/clearFilters``), and the
    /// search too when there is a query.
    case filteredOut(by: SearchFilters, query: SearchQuery?)
    /// Loading failed, for this reason.
    case failure(FailureReason)
    /// Nothing is selected in the list that drives this pane.
    case noSelection

    /// The preset that presents this reason, or `nil` for a cancellation, which is no failure
    /// and shows no empty state.
    ///
    /// ```swift
    /// Presentation.Reason.failure(.unauthorized).preset  // .signInRequired
    /// ```
    public var preset: EmptyState.Preset? {
      switch self {
      case .empty: .empty
      case .noResults, .filteredOut: .noResults
      case .failure(let reason): reason.preset
      case .noSelection: .noSelection
      }
    }
  }
}
