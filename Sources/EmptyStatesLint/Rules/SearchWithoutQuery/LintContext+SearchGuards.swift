extension LintContext {
  /// Whether a condition on `path` says the query is not empty: a non-emptiness test of one of
  /// `names` or of a text named for a query (`!query.isEmpty`, `searchText != ""`, or the
  /// `else` of `query.isEmpty`), `isSearching` or a search flag the file does not show to be
  /// stale, a `case` that names a search, or the emptiness of a filtering property that only a
  /// query can empty.
  func isGuarded(
    _ path: [PathCondition], names: Set<String>, type: (body: Int, name: String),
    reading: SearchReading
  ) -> Bool {
    for condition in path {
      // `switch viewModel.stage { case .empty: … }`: a model's stage, set where the search runs,
      // chooses the state; this file does not say it can be reached without a query.
      if condition.kind == .switchSubject,
        condition.tokens.contains(where: { outline.kind($0) == .period }),
        let stage = outline.identifiers(in: condition.tokens).last, !isQuery(stage, names: names)
      {
        return true
      }
      if condition.kind == .switchCase {
        if outline.identifiers(in: condition.tokens).contains(where: {
          isQuery($0, names: names) || $0.lowercased().contains("result")
        }) {
          return true
        }
        continue
      }
      for fact in outline.facts(of: condition) {
        if let (subject, isEmpty) = textEmptiness(fact) {
          if !isEmpty,
            outline.identifiers(in: subject).contains(where: { isQuery($0, names: names) })
          {
            return true
          }
          if isEmpty, emptiedOnlyByQuery(subject, names: names, type: type, reading: reading) {
            return true
          }
          continue
        }
        let chain = outline.identifiers(in: fact.tokens)
        if !fact.negated, let last = chain.last,
          last.lowercased().contains("search") || last.lowercased().contains("query"),
          !(chain.count == 1 && isStaleFlag(last, type: type, reading: reading))
        {
          return true
        }
      }
    }
    return false
  }

  /// What `fact` says about a text's or collection's emptiness: `isEmpty`, `count`, and an
  /// app's own emptiness properties of text (`isNotEmpty`, `isBlank`, `isReallyEmpty`,
  /// `isEmptyOrWhitespace`).
  func textEmptiness(_ fact: Conjunct) -> (subject: Range<Int>, isEmpty: Bool)? {
    if let found = outline.emptiness(fact) { return found }
    let end = fact.tokens.upperBound
    guard fact.tokens.count >= 3, outline.kind(end - 2) == .period,
      let says = Self.emptinessProperty(outline.name(end - 1))
    else { return nil }
    return (fact.tokens.lowerBound..<end - 2, says != fact.negated)
  }

  /// Whether a property named `name` says a text is empty (`true`: `isBlank`,
  /// `isReallyEmpty`, `isEmptyOrWhitespace`) or not empty (`false`: `isNotEmpty`,
  /// `isNotBlank`); `nil` for a name that says neither.
  static func emptinessProperty(_ name: String) -> Bool? {
    let lowered = name.lowercased()
    guard lowered.hasPrefix("is"),
      ["empty", "blank", "whitespace"].contains(where: { lowered.contains($0) })
    else { return nil }
    return !lowered.hasPrefix("isnot")
  }

  /// Whether `name` is the query: one of `names`, or a text named for a query (`searchText`,
  /// `filterText`, `term`), not a search's results.
  func isQuery(_ name: String, names: Set<String>) -> Bool {
    if names.contains(name) { return true }
    let lowered = name.lowercased()
    guard !lowered.contains("result") else { return false }
    return ["query", "search", "term"].contains { lowered.contains($0) }
      || lowered.hasSuffix("text")
  }

  /// Whether `name` is a flag of the view `type` that its first search sets and nothing
  /// resets: declared with a literal `Bool`, only ever assigned `true`, never toggled or bound.
  /// Such a flag stays set once the field is cleared, so it proves no query.
  private func isStaleFlag(
    _ name: String, type: (body: Int, name: String), reading: SearchReading
  ) -> Bool {
    let declarations = reading.declarations
    let bodies = bodies(of: type)
    let variables = bodies.flatMap { declarations.variables(named: name, in: $0) }
    let ranges = bodies.map { $0..<outline.close(of: $0) }
    guard !variables.isEmpty,
      variables.allSatisfy({ variable in
        guard let value = variable.value, value.count == 1 else { return false }
        return outline.isWord(value.lowerBound, "false") || outline.isWord(value.lowerBound, "true")
      }),
      !ranges.contains(where: { declarations.isToggled(name, in: $0) })
    else { return false }
    let assigned = ranges.flatMap { declarations.assignments(to: name, in: $0) }
    return !assigned.isEmpty
      && assigned.allSatisfy { $0.count == 1 && outline.isWord($0.lowerBound, "true") }
  }

  /// Whether the view at `index` (whose call ends at `end`) is hidden while the query is empty:
  /// an `.opacity(…)` on it or on a view around it that reads one of `names`.
  func isHidden(_ index: Int, end: Int, names: Set<String>) -> Bool {
    if hidesByQuery(outline.modifiers(after: end), names: names) { return true }
    for ancestor in outline.ancestors(of: index) {
      if outline.roles[ancestor].isDeclarationBody { return false }
      guard outline.roles[ancestor] == .closure || outline.kind(ancestor) == .leftParen,
        let owner = outline.owner(ofBracketAt: ancestor)
      else { continue }
      if hidesByQuery(outline.modifiers(after: outline.call(at: owner).end), names: names) {
        return true
      }
    }
    return false
  }

  /// Whether one of `modifiers` is an `.opacity(…)` whose argument reads the query.
  private func hidesByQuery(_ modifiers: [Call], names: Set<String>) -> Bool {
    modifiers.contains { modifier in
      guard outline.is(modifier.name, "opacity"), let open = modifier.arguments else {
        return false
      }
      return outline.identifiers(in: open + 1..<outline.close(of: open)).contains {
        isQuery($0, names: names)
      }
    }
  }
}
