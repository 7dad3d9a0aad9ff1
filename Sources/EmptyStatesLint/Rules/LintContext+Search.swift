extension LintContext {
  /// `search-without-query`: `ContentUnavailableView.search` (or `.search(text:)`) on a path
  /// where nothing says the query is not empty.
  func searchFindings() -> [RuleFinding] {
    guard
      sites.contains(where: {
        $0.kind == .contentUnavailableView
          && $0.call.member.map { outline.is($0, "search") } == true
      })
    else { return [] }
    let searchedNames = searchableNames()
    let filtering = propertiesReading(searchedNames)
    var findings: [RuleFinding] = []
    for site in sites where site.kind == .contentUnavailableView {
      guard let member = site.call.member, outline.is(member, "search") else { continue }
      let guarded = paths(to: site.name).allSatisfy { path in
        isGuardedByQuery(path, searched: searchedNames, filtering: filtering)
      }
      if guarded { continue }
      findings.append(
        RuleFinding(
          token: site.name, rule: .searchWithoutQuery,
          message:
            "ContentUnavailableView.search can show \"No Results\" before anything was searched for; show it only when the query is not empty (if !query.isEmpty)"
        ))
    }
    return findings
  }

  /// The names bound by `.searchable(text: $name)` in the file (the last component of
  /// `$model.query`).
  private func searchableNames() -> Set<String> {
    var names: Set<String> = []
    for index in 0..<outline.count where outline.isWord(index, "searchable") {
      guard outline.kind(index - 1) == .period, let open = outline.call(at: index).arguments
      else { continue }
      for (label, value) in outline.arguments(at: open) where label == "text" {
        if let last = outline.identifiers(in: value).last {
          names.insert(last.hasPrefix("$") ? String(last.dropFirst()) : last)
        }
      }
    }
    return names
  }

  /// The computed properties and functions of the file whose bodies read one of `names` or a
  /// query-ish name (a hand-made search field's text is no `.searchable` binding).
  private func propertiesReading(_ names: Set<String>) -> Set<String> {
    var result: Set<String> = []
    for index in 0..<outline.count {
      let keyword: Int
      switch outline.roles[index] {
      case .propertyBody(let found), .functionBody(let found): keyword = found
      default: continue
      }
      guard let name = declaredName(after: keyword) else { continue }
      let close = outline.close(of: index)
      if (index + 1..<close).contains(where: {
        outline.kind($0) == .identifier
          && (names.contains(outline.name($0))
            // A query-ish variable, not a member such as the `.filter` method.
            || (Self.isQueryName(outline.name($0))
              && (outline.kind($0 - 1) != .period || outline.isWord($0 - 2, "self"))))
      }) {
        result.insert(name)
      }
    }
    return result
  }

  /// Whether a name reads like the results of a search: `filteredItems`, `searchResults`,
  /// `matchingTags` (plain `results` may be anything the model holds).
  private static func isResultName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return ["filter", "search", "match"].contains { lowered.contains($0) }
  }

  /// Whether a name reads like a search query: bound by `.searchable`, or named for one.
  private static func isQueryName(_ name: String, searched: Set<String>) -> Bool {
    searched.contains(name) || isQueryName(name)
  }

  /// Whether a condition on `path` says the query is not empty: `!query.isEmpty` (or its
  /// `else`), `isSearching`, a `case` that names a search, or an emptiness test of a property
  /// that filters by the `.searchable` query.
  private func isGuardedByQuery(
    _ path: [PathCondition], searched: Set<String>, filtering: Set<String>
  ) -> Bool {
    for condition in path {
      if condition.kind == .switchCase {
        if outline.identifiers(in: condition.tokens).contains(where: {
          Self.isQueryName($0, searched: searched) || $0.lowercased().contains("result")
        }) {
          return true
        }
        continue
      }
      for fact in outline.facts(of: condition) {
        if let (subject, isEmpty) = outline.emptiness(fact) {
          let names = outline.identifiers(in: subject)
          if !isEmpty, names.contains(where: { Self.isQueryName($0, searched: searched) }) {
            return true
          }
          if isEmpty, names.contains(where: filtering.contains) { return true }
          // A model's filtered collection (`model.filteredItems`, `store.searchResults`),
          // declared in another file, is empty only for a query it filters by.
          if isEmpty, names.count >= 2, let last = names.last, Self.isResultName(last) {
            return true
          }
          continue
        }
        let names = outline.identifiers(in: fact.tokens)
        if !fact.negated, let last = names.last,
          last.lowercased().contains("search") || last.lowercased().contains("query")
        {
          return true
        }
      }
    }
    return false
  }
}
