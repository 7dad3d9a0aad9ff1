extension LintContext {
  /// Whether `conditions` keep the empty state from showing while `loads` fill `data`: a load
  /// state read on the way (`isLoading`, `didLoad`, `phase`, a flag the loads set), unless it is
  /// a flag the loads raise only after they have waited (a debounce's sleep, other requests
  /// first), which leaves the first moments unguarded.
  func guardsLoading(
    _ conditions: [PathCondition], loads: [AppearanceLoad], data: [DataProperty],
    in view: TypeDeclaration, ignoring ignored: String? = nil
  ) -> Bool {
    for condition in conditions {
      // The data an emptiness test reads is no load state, whatever its name
      // (`fetchedResults.isEmpty`).
      let tested = outline.facts(of: condition).compactMap { outline.emptiness($0)?.subject }
      for token in condition.tokens where outline.kind(token) == .identifier {
        if tested.contains(where: { $0.contains(token) }) { continue }
        // `state.selectedChartType`: a receiver names no load state, whatever its name (a view
        // model called `state`); the member read does (`model.state`, `loader.isLoading`).
        if outline.kind(token + 1) == .period, outline.kind(token + 2) == .identifier { continue }
        let name = outline.name(token)
        // The value whose starting value chose the branch (``placeholderTest``) guards nothing.
        if name == ignored { continue }
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

  /// Whether `conditions`, on a way to the empty state `site` in `view`, say that data `loads`
  /// fill has arrived: `if itemsCount == 0 { … } else if filtered.isEmpty { … }` reaches its
  /// second empty state only once the store holds rows.
  func provesLoaded(
    _ conditions: [PathCondition], loads: [AppearanceLoad], at site: Int,
    in view: TypeDeclaration
  ) -> Bool {
    for condition in conditions {
      for fact in outline.facts(of: condition) {
        guard let (subject, isEmpty) = outline.emptiness(fact), !isEmpty else { continue }
        let data = dataStartingEmpty(subject, at: site, on: conditions, in: view)
        if !data.isEmpty, loads.contains(where: { $0.fillsLater(data) }) { return true }
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

  /// Whether `conditions` say no search has been typed: the empty state invites one ("Search
  /// Recipes"), it does not say there are no items.
  func promptsForSearch(_ conditions: [PathCondition]) -> Bool {
    conditions.contains { condition in
      outline.facts(of: condition).contains { fact in
        guard let (subject, isEmpty) = outline.emptiness(fact), isEmpty else { return false }
        return outline.valueNames(in: subject).contains(where: Self.isQueryName)
      }
    }
  }
}
