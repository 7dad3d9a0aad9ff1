extension LintContext {
  /// Whether a name reads a load state: `isLoading`, `hasLoaded`, `isFetching`, `phase`,
  /// `loadState`, `status`, `viewState`.
  static func isLoadingName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return ["loading", "loaded", "fetch", "refreshing", "phase", "state", "status"].contains {
      lowered.contains($0)
    }
  }

  /// Whether a name reads like a search query (`query`, `searchText`, `filterTerm`,
  /// `searchQueryString`): its last word names the query. What a search finds or a filter
  /// keeps is data (`searchResults`, `filteredItems`, `savedFilters`).
  static func isQueryName(_ name: String) -> Bool {
    let words = camelCaseWords(of: name)
    guard let last = words.last else { return false }
    if last.hasSuffix("text") || queryWords.contains(last) { return true }
    // `queryString`, `searchString`: a string of the query's.
    return last == "string" && words.dropLast().contains(where: queryWords.contains)
  }

  /// The words that name a query as a name's last word.
  private static let queryWords: Set<String> = [
    "query", "search", "term", "filter", "keyword", "keywords", "prompt",
  ]

  /// The words of a camel-case name, lowercased: `searchQueryText` → `search`, `query`,
  /// `text`; a run of capitals is one word (`URLText` → `urltext`).
  static func camelCaseWords(of name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousIsUpper = false
    for character in name {
      let isUpper = character.isUppercase
      if (isUpper && !previousIsUpper && !current.isEmpty) || character == "_" {
        words.append(current.lowercased())
        current = ""
      }
      if character != "_" { current.append(character) }
      previousIsUpper = isUpper
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  /// Whether a name says a load is running: `isLoading`, `loading`, `isFetching`; not one that
  /// says how a load ended (`loadingFailed`, `initialLoadingError`).
  static func isInProgressName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    guard !["fail", "error"].contains(where: { lowered.contains($0) }) else { return false }
    return lowered.contains("loading") || lowered.contains("fetching")
  }

  /// The conditions on the paths to `site`: its own, and when it is inside a wrapper used
  /// elsewhere in the file, those of each use (one list per path).
  func paths(to site: Int) -> [[PathCondition]] {
    let own = outline.conditions(on: site)
    guard let wrapper = wrapper(showing: site),
      let wrapperUses = uses[wrapper.body], !wrapperUses.isEmpty
    else { return [own] }
    return wrapperUses.map { own + outline.conditions(on: $0.name) }
  }

  /// Whether any condition in `conditions` reads a load state (in either branch).
  func consultsLoading(_ conditions: [PathCondition]) -> Bool {
    conditions.contains { condition in
      outline.identifiers(in: condition.tokens).contains(where: Self.isLoadingName)
    }
  }

  /// Whether the conditions put the path where a load is running: `if isLoading`,
  /// `state == .loading`, `case .loading`.
  func assertsLoading(_ conditions: [PathCondition]) -> Bool {
    for condition in conditions {
      if condition.kind == .switchCase {
        if outline.identifiers(in: condition.tokens).contains(where: Self.isInProgressName) {
          return true
        }
        continue
      }
      for fact in outline.facts(of: condition) where outline.emptiness(fact) == nil {
        let names = outline.identifiers(in: fact.tokens)
        guard let last = names.last, Self.isInProgressName(last) else { continue }
        let differs = fact.tokens.contains { outline.kind($0) == .operator && outline.is($0, "!=") }
        if fact.negated == differs { return true }
      }
    }
    return false
  }

  /// The subject of an emptiness test that holds on the path (`items` in `if items.isEmpty`).
  func emptinessTest(_ conditions: [PathCondition]) -> Range<Int>? {
    emptinessTests(conditions).first
  }

  /// The subjects of the emptiness tests that hold on the path, the one nearest the end of the
  /// path first: in `if failures.count == 0 { … if items.isEmpty { … } }` the empty state is
  /// chosen by `items`.
  func emptinessTests(_ conditions: [PathCondition]) -> [Range<Int>] {
    var subjects: [Range<Int>] = []
    for condition in conditions.reversed() {
      // `items.isEmpty || !hasData`: the emptiness alone chooses the branch.
      for fact in outline.facts(of: condition) + outline.sufficientAlternatives(of: condition) {
        // The query's emptiness is about the search, not the data.
        if let (subject, isEmpty) = outline.emptiness(fact), isEmpty,
          !outline.valueNames(in: subject).contains(where: Self.isQueryName)
        {
          subjects.append(subject)
        }
      }
    }
    return subjects
  }
}
