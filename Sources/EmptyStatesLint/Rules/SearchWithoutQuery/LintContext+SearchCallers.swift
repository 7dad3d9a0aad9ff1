extension LintContext {
  /// For a search state whose query comes from outside its view (the parameter `parameter`,
  /// or the environment's search text when `nil`): the first caller in the file that shows
  /// the view with a query of its own that may be empty, unchecked on the way. `nil` when the
  /// view's own path checks the query (`names`), when no caller is in the file, or when every
  /// caller checks its query, hides the view without one, or passes a literal.
  func callerShowingWithoutQuery(
    _ site: EmptyStateSite, parameter: String?, names: Set<String>, reading: SearchReading
  ) -> (parent: String, line: Int)? {
    guard let child = typeDeclaration(holding: site.name) else { return nil }
    guard let wrapper = wrapper(holding: site) else {
      // Not a wrapper's root: a view of the file whose body shows the environment's search
      // state somewhere (an overlay) is judged at the places that show the view.
      guard parameter == nil else { return nil }
      return viewPlacementShowingWithoutQuery(site, child: child, names: names, reading: reading)
    }
    let parameters = parameter.map {
      self.parameters(for: $0, of: wrapper, declarations: reading.declarations)
    }
    guard let wrapperUses = uses[wrapper.body], !wrapperUses.isEmpty,
      !isHidden(site.name, end: site.call.end, names: names),
      !paths(to: site.name).allSatisfy({
        isGuarded($0, names: names, type: child, reading: reading)
      })
    else { return nil }
    for use in wrapperUses where !isPresented(use.name) {
      guard let parent = typeDeclaration(holding: use.name) else { continue }
      var queryNames = reading.bindings[parent.name] ?? []
      if let parameters {
        guard let value = parameters.lazy.compactMap({ self.argument(for: $0, at: use) }).first
        else { continue }
        if value.count == 1, outline.kind(value.lowerBound) == .stringLiteral {
          // A literal query: only an empty one is a problem.
          guard StringLiteral.text(of: outline.text(value.lowerBound)) == "" else { continue }
          return (parent.name, outline.location(use.name).line)
        }
        let chain = outline.memberChain(at: value)
        guard let owner = owner(of: chain, at: use.name, in: parent, reading: reading),
          owner.isOwned
        else { continue }
        queryNames.formUnion(owner.names)
      }
      guard
        showsWithoutQuery(
          use.name, end: use.call.end, in: parent, queryNames: queryNames, reading: reading)
      else { continue }
      return (parent.name, outline.location(use.name).line)
    }
    return nil
  }

  /// For a search state, reading the environment's search text, in a view of the file that is
  /// no wrapper (`ContentUnavailableView.search` in an overlay of its list): the first place in
  /// the file that shows the view in a view whose search text may be empty there, unchecked on
  /// the way. `nil` when the view's own way to the state checks a query.
  private func viewPlacementShowingWithoutQuery(
    _ site: EmptyStateSite, child: (body: Int, name: String), names: Set<String>,
    reading: SearchReading
  ) -> (parent: String, line: Int)? {
    guard !isHidden(site.name, end: site.call.end, names: names),
      !paths(to: site.name).allSatisfy({
        isGuarded($0, names: names, type: child, reading: reading)
      })
    else { return nil }
    let close = outline.close(of: child.body)
    for index in 0..<outline.count
    where outline.kind(index) == .identifier && outline.name(index) == child.name
      && !(child.body...close).contains(index) && isUse(index) && !isInPreview(index)
      && !isPresented(index)
    {
      guard let parent = typeDeclaration(holding: index),
        let queryNames = reading.bindings[parent.name],
        showsWithoutQuery(
          index, end: outline.call(at: index).end, in: parent, queryNames: queryNames,
          reading: reading)
      else { continue }
      return (parent.name, outline.location(index).line)
    }
    return nil
  }

  /// Whether the view used at `use` (its call ending at `end`) in `parent`, whose query is read
  /// by `queryNames`, shows while that query may be empty: neither hidden without one nor checked
  /// on every way to it (through the members of `parent` that show it, or its own conditions).
  private func showsWithoutQuery(
    _ use: Int, end: Int, in parent: (body: Int, name: String), queryNames: Set<String>,
    reading: SearchReading
  ) -> Bool {
    !queryNames.isEmpty && !isHidden(use, end: end, names: queryNames)
      && !conditionsOnEachWay(to: use).allSatisfy {
        isGuarded($0, names: queryNames, type: parent, reading: reading)
      }
  }

  /// The presentations whose content an action shows (a tap, a submitted search), not the
  /// query's state: what the action checks is not in the call.
  private static let presentations: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination", "NavigationLink",
    "inspector",
  ]

  /// Whether the view at `index` is the content of a sheet, popover, pushed destination or
  /// inspector of its declaration.
  func isPresented(_ index: Int) -> Bool {
    for ancestor in outline.ancestors(of: index) {
      if outline.roles[ancestor].isDeclarationBody { return false }
      guard outline.roles[ancestor] == .closure || outline.kind(ancestor) == .leftParen,
        let owner = outline.owner(ofBracketAt: ancestor)
      else { continue }
      if Self.presentations.contains(outline.name(owner)) { return true }
    }
    return false
  }
}
