extension LintContext {
  /// What is wrong with the search state at `site`, or `nil` when its query is not empty
  /// wherever it shows, as far as the file says.
  func searchProblem(at site: EmptyStateSite, reading: SearchReading) -> String? {
    let query = searchQuery(of: site)
    if case .literal(let isEmpty) = query {
      guard isEmpty == true else { return nil }
      return
        "ContentUnavailableView.search(text: \"\") always shows \"No Results for “”\"; pass the query, and show it only when the query is not empty"
    }
    guard let type = typeDeclaration(holding: site.name) else { return nil }
    var names = reading.bindings[type.name] ?? []
    if case .expression(let chain) = query {
      guard let owner = owner(of: chain, at: site.name, in: type, reading: reading) else {
        return nil
      }
      names.formUnion(owner.names)
      if !owner.isOwned {
        return callerProblem(site, parameter: chain.first, names: names, reading: reading)
      }
    } else if names.isEmpty {
      // `.search` with no `.searchable` in its view: the search text is its callers'.
      return callerProblem(site, parameter: nil, names: [], reading: reading)
    }
    if isHidden(site.name, end: site.call.end, names: names) { return nil }
    // The ways to it through the members of its view that show it (`private var emptyView:
    // some View` in a `switch` case), or through its wrapper's uses.
    let ways = memberPaths(to: site.name)
    let guarded = (ways.isEmpty ? paths(to: site.name) : ways).allSatisfy {
      isGuarded($0, names: names, type: type, reading: reading)
    }
    return guarded
      ? nil
      : "ContentUnavailableView.search can show \"No Results\" before anything was searched for; show it only when the query is not empty (if !query.isEmpty)"
  }

  /// The problem of a search state whose query comes from outside its view: a caller in the
  /// file that shows it with a query that may be empty.
  private func callerProblem(
    _ site: EmptyStateSite, parameter: String?, names: Set<String>, reading: SearchReading
  ) -> String? {
    guard
      let caller = callerShowingWithoutQuery(
        site, parameter: parameter, names: names, reading: reading)
    else { return nil }
    return
      "'\(caller.parent)' shows this at line \(caller.line) while its query may be empty, so ContentUnavailableView.search can show \"No Results\" before anything was searched for; check the query there (if !query.isEmpty)"
  }

  /// What `site` shows as its query.
  private func searchQuery(of site: EmptyStateSite) -> SearchQuery {
    guard let open = site.call.arguments,
      let text = outline.arguments(at: open).first(where: { $0.label == "text" })?.value
    else { return .environment }
    if text.count == 1, outline.kind(text.lowerBound) == .stringLiteral {
      let value = StringLiteral.text(of: outline.text(text.lowerBound)) ?? ""
      if value.isEmpty { return .literal(isEmpty: true) }
      let spelled = value.replacingOccurrences(of: StringLiteral.placeholder, with: "")
      return .literal(isEmpty: spelled.allSatisfy(\.isWhitespace) ? nil : false)
    }
    return .expression(outline.memberChain(at: text))
  }
}
