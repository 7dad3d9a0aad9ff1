import EmptyStates

/// The rules a `presentation` fuzz input resolves with — the standard presets, or rules that
/// write what they were given into their titles — and what the documentation of
/// `Presentation` and ``PresentationRules`` says each situation shows.
struct PresentationOracle {
  /// The rules to resolve with.
  let rules: PresentationRules
  /// Whether ``rules`` are the writing ones rather than the presets.
  let isCustom: Bool
  /// The filters that are on.
  let filters: SearchFilters

  /// The way forward each failure that trying again cannot help offers instead.
  private static let waysOut: [FailureReason: EmptyState.Action.ID] = [
    .notFound: .goBack, .unauthorized: .signIn, .forbidden: .openSettings,
  ]

  /// Rules for the input: the presets, or with `custom` rules that write what they were given.
  init(custom: Bool, filters: SearchFilters) {
    isCustom = custom
    self.filters = filters
    rules =
      custom
      ? PresentationRules(
        empty: Self.written("empty"), noResults: { Self.written("no results", $0.text) },
        filteredOut: { Self.written("filtered", "\($0.count)", $1?.text ?? "no query") },
        failure: { Self.written("failure", $1.rawValue) })
      : .standard
  }

  /// A state whose title says which rule made it, and from what.
  private static func written(_ rule: String, _ inputs: String...) -> EmptyState {
    EmptyState(.verbatim(([rule] + inputs).joined(separator: " | ")))
  }

  /// What a loaded value of `items` items shows when `matches` of them match (`nil`: all).
  func expected(items: Int, matches: Int?, query: String?) -> Presentation {
    let nothingMatches = (matches ?? items) == 0
    let cleaned = SearchQuery(query)
    if nothingMatches, !filters.isEmpty {
      let state =
        isCustom
        ? Self.written("filtered", "\(filters.count)", cleaned?.text ?? "no query")
        : .noResults(for: query, filters: filters)
      return .unavailable(state, reason: .filteredOut(by: filters, query: cleaned))
    }
    if nothingMatches, let cleaned {
      let state = isCustom ? Self.written("no results", cleaned.text) : .noResults(for: query)
      return .unavailable(state, reason: .noResults(for: cleaned))
    }
    guard items == 0 else { return .content }
    return .unavailable(isCustom ? Self.written("empty") : .empty, reason: .empty)
  }

  /// How a failed load's presentation breaks the rules, given what the value kept from before
  /// shows (`nil`: no value).
  func failureViolations(_ shown: Presentation, _ failure: FuzzFailure, kept: Presentation?)
    -> [String]
  {
    var found: [String] = []
    let reason = FailureReason(classifying: failure.error)
    if let documented = failure.expected, reason != documented {
      found.append("\(failure.summary) is classified \(reason), not \(documented)")
    }
    let expected: Presentation
    if reason == .cancelled {
      expected = kept ?? .progress
    } else {
      let state =
        isCustom ? Self.written("failure", reason.rawValue) : reason.preset?.emptyState() ?? .empty
      expected =
        kept == .content
        ? .contentWithError(state, reason: reason) : .unavailable(state, reason: .failure(reason))
      if !isCustom { found += actionViolations(state, reason) }
    }
    if shown != expected {
      found.append("\(failure.summary) shows \(shown), not \(expected)")
    }
    return found
  }

  /// How a failure's preset breaks the documented ways forward: Try Again exactly when trying
  /// again can help, else a way out (Go Back, Sign In, Open Settings).
  private func actionViolations(_ state: EmptyState, _ reason: FailureReason) -> [String] {
    let ids = state.actions.map(\.id)
    var found: [String] = []
    if ids.contains(.retry) != reason.isRetryable {
      found.append("\(reason)'s state offers \(ids.map(\.rawValue)): Try Again is wrong")
    }
    if let wayOut = Self.waysOut[reason], !ids.contains(wayOut) {
      found.append("\(reason)'s state offers \(ids.map(\.rawValue)), not \(wayOut.rawValue)")
    }
    return found
  }
}
