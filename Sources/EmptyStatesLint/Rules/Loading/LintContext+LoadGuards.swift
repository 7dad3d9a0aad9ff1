extension LintContext {
  /// Whether `conditions` keep the empty state from showing while `loads` fill `data`: a load
  /// state read on the way (`isLoading`, `didLoad`, `phase`, a flag the loads set), unless it is
  /// a flag the loads raise only after they have waited (a debounce's sleep, other requests
  /// first), which leaves the first moments unguarded.
  func guardsLoading(
    _ conditions: [PathCondition], loads: [AppearanceLoad], data: [DataProperty],
    in view: TypeDeclaration
  ) -> Bool {
    for condition in conditions {
      // The data an emptiness test reads is no load state, whatever its name
      // (`fetchedResults.isEmpty`).
      let tested = outline.facts(of: condition).compactMap { outline.emptiness($0)?.subject }
      for token in condition.tokens where outline.kind(token) == .identifier {
        if tested.contains(where: { $0.contains(token) }) { continue }
        let name = outline.name(token)
        let isFlag =
          Self.isLoadingName(name) || Self.isLoadStateName(name)
          || loads.contains { $0.setsFlag(named: name) }
        guard isFlag else { continue }
        if flagValue(at: token, in: condition) == false,
          raisedOnlyAfterWaiting(name, by: loads, data: data, in: view)
        {
          continue
        }
        return true
      }
    }
    return false
  }

  /// Whether a name reads a load state that ``isLoadingName(_:)`` does not: `didLoad`,
  /// `hasFinished`, `isReady`.
  static func isLoadStateName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return ["didload", "hasload", "finished", "isready", "initialized"].contains {
      lowered.contains($0)
    }
  }

  /// Whether the flag `name` starts `false` and the loads that fill `data` raise it only after
  /// an `await`.
  private func raisedOnlyAfterWaiting(
    _ name: String, by loads: [AppearanceLoad], data: [DataProperty], in view: TypeDeclaration
  ) -> Bool {
    let owners = [view.name] + data.map(\.owner)
    let startsLowered = owners.contains { owner in
      guard let type = declaration(ofType: owner), let token = type.members.properties[name]
      else { return false }
      let value = type.context.propertyDeclaration(at: token).value
      return value.map { $0.count == 1 && type.context.outline.isWord($0.lowerBound, "false") }
        ?? false
    }
    guard startsLowered else { return false }
    var raisedLate = false
    for load in loads where load.fillsLater(data) {
      switch load.raisesAfterWaiting(name) {
      case true?: raisedLate = true
      case false?: return false
      case nil: break
      }
    }
    return raisedLate
  }

  /// The value the flag named at `token` has wherever `condition` puts the path: `false` for
  /// `!isLoading`, `isLoading == false`, or `isLoading` in a branch that failed; `nil` when the
  /// condition does not say (a `switch` case, a comparison with something else, one part of a
  /// failed `&&`).
  func flagValue(at token: Int, in condition: PathCondition) -> Bool? {
    guard condition.kind != .switchCase, condition.kind != .switchSubject else { return nil }
    // The condition's parts between `&&`s and commas, each cut at its `||`s.
    let level = condition.tokens.lazy.map { self.outline.enclosing[$0] }.min() ?? -1
    var conjuncts: [[Range<Int>]] = [[]]
    var start = condition.tokens.lowerBound
    for index in condition.tokens.lowerBound...condition.tokens.upperBound {
      let atEnd = index == condition.tokens.upperBound
      let conjoins =
        !atEnd && outline.enclosing[index] == level
        && (outline.kind(index) == .comma
          || (outline.kind(index) == .operator && outline.is(index, "&&")))
      let disjoins =
        !atEnd && outline.enclosing[index] == level && outline.kind(index) == .operator
        && outline.is(index, "||")
      guard atEnd || conjoins || disjoins else { continue }
      conjuncts[conjuncts.count - 1].append(start..<index)
      if conjoins { conjuncts.append([]) }
      start = index + 1
    }
    guard let conjunct = conjuncts.first(where: { $0.contains { $0.contains(token) } }),
      let part = conjunct.first(where: { $0.contains(token) })
    else { return nil }
    // Where a condition holds, one side of an `||` need not; where it fails, one part of an
    // `&&` need not.
    guard condition.holds ? conjunct.count == 1 : conjuncts.count == 1 else { return nil }
    start = part.lowerBound
    let end = part.upperBound
    var value = true
    var index = start
    while index < token {
      if outline.kind(index) == .operator, outline.is(index, "!") { value.toggle() }
      index += 1
    }
    // `flag == false`, `flag != true`, `flag == true`.
    var after = token + 1
    while after < end, outline.kind(after) == .period || outline.kind(after) == .identifier {
      after += 1
    }
    if after < end {
      guard outline.kind(after) == .operator, after + 2 == end else { return nil }
      let isFalse = outline.isWord(after + 1, "false")
      guard isFalse || outline.isWord(after + 1, "true") else { return nil }
      if outline.is(after, "==") {
        if isFalse { value.toggle() }
      } else if outline.is(after, "!=") {
        if !isFalse { value.toggle() }
      } else {
        return nil
      }
    }
    return condition.holds ? value : !value
  }
}
