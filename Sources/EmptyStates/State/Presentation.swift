/// What a screen shows: progress, its content, its content with an error beside it, or an
/// empty state instead of content.
///
/// ``resolve(_:itemCount:query:matchCount:filters:rules:)`` decides, following the rules every good
/// empty state keeps:
///
/// - No empty state while the first load runs: progress instead.
/// - A refresh keeps the old content on screen; so does a failed refresh, with the error beside it.
/// - "Nothing yet", "nothing matched" and "load failed" are different screens with different copy.
/// - Nothing matched while filters are on: the filters may be why, and the screen says so.
/// - A query that is blank after trimming is no query: never "No Results for “”".
/// - A cancelled load is not a failure.
///
/// ## A failed refresh
///
/// Every renderer draws ``contentWithError(_:reason:)`` the same way, so a failed refresh looks
/// like one thing wherever it shows:
///
/// - **The content stays** (``showsContent`` is `true`): the rows the user was reading are not
///   replaced, covered or pushed off screen by a full empty state.
/// - **A notice shows above it**: the failure in its compact form — its symbol (where the
///   renderer draws symbols), title, description and every action, Try Again where retrying
///   can help — in the same localized words as the failure's own screen. It interrupts nothing:
///   it is not centred over the content and blocks nothing.
///
/// SwiftUI draws the notice as a compact banner at the top of the list (`.emptyState(for:)`),
/// `HTMLRenderer` as a compact state in an inline `role="alert"` element for the page to put
/// above its list, `TerminalRenderer` as a row (`renderRow(_:)`) and a blank line above the
/// listing, and `empty-states demo` through the terminal renderer above its contacts.
///
/// Each empty state comes with its ``Reason``, so nothing downstream guesses why it shows:
///
/// ```swift
/// switch Presentation.resolve(state, query: searchText) {
/// case .progress: …
/// case .content: …
/// case .contentWithError(let failure, _): …                // keep the list, show the error
/// case .unavailable(let state, reason: .noResults(let query)): …  // offer to clear `query`
/// case .unavailable(let state, reason: .filteredOut(let filters, _)): …  // and the filters
/// case .unavailable(let state, _): …
/// }
/// ```
public enum Presentation: Hashable, Sendable {
  /// A load is running and there is nothing to show yet.
  case progress
  /// Show the content.
  case content
  /// Show the content, with the failure of the latest refresh beside it (a banner or an alert),
  /// and why the refresh failed.
  case contentWithError(EmptyState, reason: FailureReason)
  /// Show this empty state instead of the content, and why.
  case unavailable(EmptyState, reason: Reason)

  /// The empty state to show, in place of or beside the content.
  public var emptyState: EmptyState? {
    switch self {
    case .progress, .content: nil
    case .contentWithError(let state, _), .unavailable(let state, _): state
    }
  }

  /// Whether the screen's content stays on screen: with nothing over it (``content``), or below
  /// a failed refresh's notice (``contentWithError(_:reason:)``; see "A failed refresh").
  public var showsContent: Bool {
    switch self {
    case .content, .contentWithError: true
    case .progress, .unavailable: false
    }
  }

  /// Why an empty state shows, in place of or beside the content: a failed refresh's reason is
  /// a ``Reason/failure(_:)``.
  public var reason: Reason? {
    switch self {
    case .progress, .content: nil
    case .contentWithError(_, let failure): .failure(failure)
    case .unavailable(_, let reason): reason
    }
  }

  /// Decides what to show for a load state.
  ///
  /// - Parameters:
  ///   - state: Where the screen's data is.
  ///   - itemCount: How many items a value holds.
  ///   - query: The search field's text; blank means no search.
  ///   - matchCount: How many items match `query` and `filters`, when the app filters locally;
  ///     `nil` when the value already holds only matches (a server-side search).
  ///   - filters: The filters that are on; none by default.
  ///   - rules: The empty states this screen shows.
  /// - Returns: What to show.
  public static func resolve<Value>(
    _ state: LoadState<Value>,
    itemCount: (Value) -> Int,
    query: String? = nil,
    matchCount: Int? = nil,
    filters: SearchFilters = [],
    rules: PresentationRules = .standard
  ) -> Presentation {
    func presenting(_ value: Value) -> Presentation {
      let total = max(0, itemCount(value))
      let matches = min(max(0, matchCount ?? total), total)
      if matches == 0, !filters.isEmpty {
        let query = SearchQuery(query)
        return .unavailable(
          rules.filteredOut(filters, query), reason: .filteredOut(by: filters, query: query))
      }
      if matches == 0, let query = SearchQuery(query) {
        return .unavailable(rules.noResults(query), reason: .noResults(for: query))
      }
      return total == 0 ? .unavailable(rules.empty, reason: .empty) : .content
    }

    switch state {
    case .idle, .loading(previous: nil):
      return .progress
    case .loading(let previous?):
      return presenting(previous)
    case .loaded(let value):
      return presenting(value)
    case .failed(let error, let previous):
      let reason = FailureReason(classifying: error)
      guard reason.isFailure else {
        return previous.map(presenting) ?? .progress
      }
      let failure = rules.failure(error, reason)
      if let previous, presenting(previous) == .content {
        return .contentWithError(failure, reason: reason)
      }
      return .unavailable(failure, reason: .failure(reason))
    }
  }

  /// Decides what to show for a collection's load state.
  ///
  /// ```swift
  /// Presentation.resolve(.loaded(notes), query: searchText, matchCount: matching.count)
  /// Presentation.resolve(.loaded(mail), matchCount: shown.count, filters: ["Unread"])
  /// ```
  ///
  /// - Parameters:
  ///   - state: Where the screen's data is.
  ///   - query: The search field's text; blank means no search.
  ///   - matchCount: How many items match `query` and `filters`, when the app filters locally.
  ///   - filters: The filters that are on; none by default.
  ///   - rules: The empty states this screen shows.
  /// - Returns: What to show.
  public static func resolve<Items: Collection>(
    _ state: LoadState<Items>,
    query: String? = nil,
    matchCount: Int? = nil,
    filters: SearchFilters = [],
    rules: PresentationRules = .standard
  ) -> Presentation {
    // A closure, not `\.count`: a key path through a generic type is built at run time, on
    // every call.
    resolve(
      state, itemCount: { $0.count }, query: query, matchCount: matchCount, filters: filters,
      rules: rules)
  }
}
