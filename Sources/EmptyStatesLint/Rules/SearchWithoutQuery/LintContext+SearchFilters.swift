extension LintContext {
  /// Whether the collection `subject` (tested empty) can be empty only for a query: a computed
  /// property of the file that returns everything while the query is empty, or that filters
  /// by the query and by nothing else of its type; or a model's filtered collection declared in
  /// another file (`model.filteredItems`, `store.searchResults`), which the file cannot read.
  ///
  /// A filter on anything else (a category, "open now", selected tags) can empty it while
  /// nothing is typed.
  func emptiedOnlyByQuery(
    _ subject: Range<Int>, names: Set<String>, type: (body: Int, name: String),
    reading: SearchReading
  ) -> Bool {
    let chain = outline.memberChain(at: subject)
    guard let last = chain.last else { return false }
    let everywhere = reading.computedBodies[last] ?? []
    if everywhere.isEmpty {
      return chain.count >= 2 && Self.isResultName(last)
        && reading.declarations.variables[last] == nil
    }
    // The view's own property, when it has one of that name; else the file's, when few.
    var candidates = bodies(of: type).flatMap {
      reading.scopedBodies[DeclarationIndex.Scope(container: $0, name: last)] ?? []
    }
    if candidates.isEmpty {
      // A stored property of the view by that name is its own data, not another type's filter.
      let ownsStored = bodies(of: type).contains {
        !reading.declarations.variables(named: last, in: $0).isEmpty
      }
      guard !ownsStored, everywhere.count <= 16 else { return false }
      candidates = everywhere
    }
    return candidates.allSatisfy { filtersOnlyByQuery($0, names: names, reading: reading) }
  }

  /// Whether a name reads like the results of a search: `filteredItems`, `searchResults`,
  /// `matchingTags` (plain `results` may be anything the model holds).
  private static func isResultName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return ["filter", "search", "match"].contains { lowered.contains($0) }
  }

  /// Whether the property or function whose body is at `open` is empty only for a query: it
  /// reads the query, and returns something unfiltered where the query is empty or filters by
  /// nothing else of its type.
  private func filtersOnlyByQuery(_ open: Int, names: Set<String>, reading: SearchReading) -> Bool {
    let key = "\(open):" + names.sorted().joined(separator: ",")
    if let verdict = reading.filterVerdicts[key] { return verdict }
    let body = open + 1..<outline.close(of: open)
    let readsQuery = body.contains {
      outline.kind($0) == .identifier && isRead($0) && isQuery(outline.name($0), names: names)
    }
    let verdict =
      readsQuery
      && (returnsUnfilteredWithoutQuery(body, in: open, names: names)
        || !filtersByOtherState(body, in: open, names: names, reading: reading))
    reading.filterVerdicts[key] = verdict
    return verdict
  }

  /// Whether the name at `index` is read as a variable: not a member after a value
  /// (`$0.title`), but `self.title` is.
  private func isRead(_ index: Int) -> Bool {
    outline.kind(index - 1) != .period || outline.isWord(index - 2, "self")
  }

  /// Whether the body (`body`, inside the `{` at `open`) returns, where the query is empty, a
  /// value that no `filter` made: `guard !query.isEmpty else { return items }`.
  private func returnsUnfilteredWithoutQuery(
    _ body: Range<Int>, in open: Int, names: Set<String>
  ) -> Bool {
    for index in body where outline.isWord(index, "return") {
      let scope = outline.ancestors(of: index).first {
        outline.roles[$0] == .closure || outline.roles[$0].isDeclarationBody
      }
      guard scope == open else { continue }
      let value = index + 1..<outline.expressionEnd(from: index + 1)
      guard !value.contains(where: { outline.isWord($0, "filter") }) else { continue }
      let queryIsEmpty = outline.conditions(on: index).contains { condition in
        outline.facts(of: condition).contains { fact in
          guard let (subject, isEmpty) = textEmptiness(fact), isEmpty else { return false }
          return outline.identifiers(in: subject).contains { isQuery($0, names: names) }
        }
      }
      if queryIsEmpty { return true }
    }
    return false
  }

  /// Whether a `filter` or `#Predicate` closure in the body reads state of the declaring type
  /// other than the query, in it or in the conditions it is made under:
  /// `cuisine == nil || $0.cuisine == cuisine`, `!openNow || $0.isOpen`,
  /// `if let id = selectedID { … #Predicate { $0.id == id } … }`.
  private func filtersByOtherState(
    _ body: Range<Int>, in open: Int, names: Set<String>, reading: SearchReading
  ) -> Bool {
    guard let type = typeDeclaration(holding: open) else { return false }
    let typeBodies = bodies(of: type)
    // A value the view is given (`let product: Product`) scopes the list for good; state the
    // person changes (`@State var selectedID`) can hide everything.
    let declared = declaration(ofType: type.name)
    func isMember(_ name: String) -> Bool {
      if let declared, let token = declared.members.properties[name],
        start(of: propertyDeclaration(at: token), in: declared) == .given
      {
        return false
      }
      return typeBodies.contains { typeBody in
        let scope = DeclarationIndex.Scope(container: typeBody, name: name)
        return reading.declarations.scoped[scope] != nil || reading.scopedBodies[scope] != nil
      }
    }
    var index = body.lowerBound
    while index < body.upperBound {
      guard outline.roles[index] == .closure, isFilterClosure(index) else {
        index += 1
        continue
      }
      // The whole closure, nested ones included, once, and the conditions in the body under
      // which it filters (`if let id = selectedID { predicates.append(#Predicate { … }) }`).
      let close = outline.close(of: index)
      let conditions = outline.conditions(on: index).flatMap(\.tokens).filter(body.contains)
      for token in Array(index + 1..<close) + conditions
      where outline.kind(token) == .identifier && isRead(token) {
        let name = outline.name(token)
        if !isQuery(name, names: names), isMember(name) { return true }
      }
      index = close + 1
    }
    return false
  }

  /// Whether the closure at `open` is a `filter`'s (`.filter { … }`, `.filter({ … })`) or a
  /// `#Predicate`.
  private func isFilterClosure(_ open: Int) -> Bool {
    if let owner = outline.owner(ofBracketAt: open), outline.is(owner, "filter") { return true }
    // `#Predicate<Entry> { … }`
    var before = open - 1
    if outline.text(before) == ">" {
      var index = before - 1
      while index > max(open - 16, 0), outline.text(index) != "<" { index -= 1 }
      before = index - 1
    }
    if outline.kind(before) == .poundKeyword, outline.text(before) == "#Predicate" { return true }
    let paren = outline.enclosing[open]
    guard paren >= 0, outline.kind(paren) == .leftParen, outline.kind(open - 1) == .leftParen,
      let owner = outline.owner(ofBracketAt: paren)
    else { return false }
    return outline.is(owner, "filter")
  }
}
