extension EmptyState {
  /// "No Items": nothing yet. Replace the copy with your own ("No Notes") when you can.
  public static let empty = preset(.empty)

  /// "No Results for “QUERY”", or "No Results" when the query is blank.
  ///
  /// The query is cleaned by ``SearchQuery``: white space trimmed, invisible characters removed.
  ///
  /// - Parameters:
  ///   - query: What the user searched for.
  ///   - actions: Ways forward, such as ``Action/clearSearch`` — which SwiftUI's
  ///     `ContentUnavailableView.search` cannot carry.
  /// - Returns: The no-results state.
  public static func noResults(for query: String?, actions: [Action] = []) -> EmptyState {
    noResults(cleaned: SearchQuery(query), actions: actions)
  }

  /// ``noResults(for:actions:)`` for a query ``SearchQuery`` already cleaned, as
  /// `Presentation.resolve` hands it to its rules: cleaned once, not again.
  @usableFromInline static func noResults(cleaned query: SearchQuery?, actions: [Action])
    -> EmptyState
  {
    noResults(
      title: noResultsTitle(query), description: .catalog("no-results.description"),
      actions: actions)
  }

  /// "No Results for “QUERY”", or "No Results", when filters were on: the description says the
  /// filters — and the search, with a query — may be why; the actions are Clear Search (with a
  /// query) and Clear Filters.
  ///
  /// ```swift
  /// EmptyState.noResults(for: "", filters: ["Unread", "Flagged"])
  /// // No Results — Filtered by “Unread” and “Flagged”. Try clearing filters. [Clear Filters]
  /// ```
  ///
  /// - Parameters:
  ///   - query: What the user searched for; blank means no search.
  ///   - filters: The filters that were on. Named filters are quoted in the description;
  ///     without any, the state is ``noResults(for:actions:)``'s.
  /// - Returns: The no-results state.
  public static func noResults(for query: String?, filters: SearchFilters) -> EmptyState {
    noResults(cleaned: SearchQuery(query), filters: filters)
  }

  /// ``noResults(for:filters:)`` for a query ``SearchQuery`` already cleaned.
  @usableFromInline static func noResults(cleaned query: SearchQuery?, filters: SearchFilters)
    -> EmptyState
  {
    guard !filters.isEmpty else { return noResults(cleaned: query, actions: []) }
    var key = "no-results.description.filters"
    if filters.names.isEmpty { key += ".unnamed" }
    if query != nil { key += ".query" }
    let description: LocalizedText =
      filters.names.isEmpty ? .catalog(key) : .catalog(key, .quotedList(filters.names))
    return noResults(
      title: noResultsTitle(query), description: description,
      actions: (query == nil ? [] : [.clearSearch]) + [.clearFilters])
  }

  private static func noResultsTitle(_ query: SearchQuery?) -> LocalizedText {
    if let query {
      .catalog("no-results.title.query", .quoted(query.text))
    } else {
      .catalog("no-results.title")
    }
  }

  private static func noResults(
    title: LocalizedText, description: LocalizedText, actions: [Action]
  ) -> EmptyState {
    EmptyState(
      title, media: .symbol(Preset.noResults.symbol), description: description,
      actions: actions, tone: Preset.noResults.tone)
  }

  /// "You’re Offline", with Try Again.
  public static let offline = preset(.offline, [.retry])

  /// "Couldn’t Load Content", with Try Again.
  public static let loadFailed = preset(.loadFailed, [.retry])

  /// "Request Timed Out", with Try Again.
  public static let timedOut = preset(.timedOut, [.retry])

  /// "Server Unavailable", with Try Again.
  public static let serverError = preset(.serverError, [.retry])

  /// "Content Not Found", with Go Back: trying again cannot bring deleted content back.
  public static let notFound = preset(.notFound, [.goBack])

  /// "Permission Required", with Open Settings.
  public static let permissionDenied = preset(.permissionDenied, [.openSettings])

  /// "Sign In Required", with Sign In.
  public static let signInRequired = preset(.signInRequired, [.signIn])

  /// "Nothing Selected", for the detail pane of a split view. No action: the next step is the list.
  public static let noSelection = preset(.noSelection)

  private static func preset(_ preset: Preset, _ actions: [Action] = []) -> EmptyState {
    EmptyState(
      .catalog("\(preset.rawValue).title"), media: .symbol(preset.symbol),
      description: .catalog("\(preset.rawValue).description"), actions: actions,
      tone: preset.tone)
  }
}

extension LocalizedText {
  /// "Loading…": the label of a progress indicator shown while content loads.
  public static let loading = LocalizedText.catalog("progress.loading")
}
