extension EmptyState {
  /// The built-in empty states, by the names the CLI and specs use.
  ///
  /// Each preset has translated copy, a symbol, a tone and the actions its situation calls for:
  ///
  /// | preset | title (English) | actions |
  /// |---|---|---|
  /// | `empty` | No Items | — |
  /// | `no-results` | No Results for “QUERY” | — (with filters: `clear-search`, `clear-filters`) |
  /// | `offline` | You’re Offline | `retry` |
  /// | `load-failed` | Couldn’t Load Content | `retry` |
  /// | `timed-out` | Request Timed Out | `retry` |
  /// | `server-error` | Server Unavailable | `retry` |
  /// | `not-found` | Content Not Found | `go-back` |
  /// | `permission-denied` | Permission Required | `open-settings` |
  /// | `sign-in-required` | Sign In Required | `sign-in` |
  /// | `no-selection` | Nothing Selected | — |
  public enum Preset: String, Hashable, Sendable, CaseIterable, Codable {
    /// Nothing yet: the collection is empty.
    case empty
    /// A search or filter matched nothing.
    case noResults = "no-results"
    /// The device has no network connection.
    case offline
    /// Loading failed for a reason that may pass.
    case loadFailed = "load-failed"
    /// The server took too long to answer.
    case timedOut = "timed-out"
    /// The server failed.
    case serverError = "server-error"
    /// The content no longer exists; trying again cannot help.
    case notFound = "not-found"
    /// The app lacks a permission the user can grant in Settings.
    case permissionDenied = "permission-denied"
    /// The content needs the user to sign in.
    case signInRequired = "sign-in-required"
    /// Nothing is selected in the list that drives this pane.
    case noSelection = "no-selection"

    /// The SF Symbol the preset shows, by name: every renderer must draw it (the HTML and
    /// terminal renderers have a glyph of their own for each).
    public var symbol: String {
      switch self {
      case .empty: "tray"
      case .noResults: "magnifyingglass"
      case .offline: "wifi.slash"
      case .loadFailed: "exclamationmark.triangle"
      case .timedOut: "clock"
      case .serverError: "server.rack"
      case .notFound: "questionmark.folder"
      case .permissionDenied: "hand.raised"
      case .signInRequired: "person.crop.circle"
      case .noSelection: "rectangle.on.rectangle.slash"
      }
    }

    /// The kind of situation the preset describes.
    public var tone: Tone {
      switch self {
      case .empty, .noSelection: .neutral
      case .noResults: .search
      case .offline, .timedOut, .permissionDenied: .warning
      case .loadFailed, .serverError: .error
      case .notFound, .signInRequired: .info
      }
    }

    /// The preset's empty state.
    ///
    /// - Parameters:
    ///   - query: The search query, used by ``noResults`` only.
    ///   - filters: The filters that were on, used by ``noResults`` only
    ///     (see ``EmptyState/noResults(for:filters:)``).
    /// - Returns: The state, ready to localize.
    public func emptyState(query: String? = nil, filters: SearchFilters = []) -> EmptyState {
      switch self {
      case .empty: .empty
      case .noResults: .noResults(for: query, filters: filters)
      case .offline: .offline
      case .loadFailed: .loadFailed
      case .timedOut: .timedOut
      case .serverError: .serverError
      case .notFound: .notFound
      case .permissionDenied: .permissionDenied
      case .signInRequired: .signInRequired
      case .noSelection: .noSelection
      }
    }
  }
}
