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
    let title: LocalizedText =
      if let query = SearchQuery(query) {
        .catalog("no-results.title.query", .quoted(query.text))
      } else {
        .catalog("no-results.title")
      }
    return EmptyState(
      title, media: .symbol(Preset.noResults.symbol),
      description: .catalog("no-results.description"), actions: actions,
      tone: Preset.noResults.tone)
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
