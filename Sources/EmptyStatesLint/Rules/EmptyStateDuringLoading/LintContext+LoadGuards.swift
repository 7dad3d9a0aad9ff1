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
        let isFalse =
          flagValue(at: token, in: condition) == false
          || isFalseBesideEmptiness(token, in: condition, on: conditions)
        if isFalse,
          raisedOnlyAfterWaiting(
            flagRead(byComputed: name, in: view) ?? name, by: loads, data: data, in: view)
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

  /// Whether the flag at `token` is false on the way, because the failed condition that holds
  /// it also tests an emptiness that holds further on: `if isLoading && tags.isEmpty { … } else
  /// if tags.isEmpty { here }` — with `tags` empty here, `isLoading` is not.
  private func isFalseBesideEmptiness(
    _ token: Int, in condition: PathCondition, on conditions: [PathCondition]
  ) -> Bool {
    guard !condition.holds else { return false }
    let parts = outline.facts(
      of: PathCondition(kind: .if, tokens: condition.tokens, holds: true))
    guard parts.count > 1,
      let flag = parts.first(where: { $0.tokens.contains(token) }),
      flag.tokens.count == 1, !flag.negated
    else { return false }
    let held = Set(
      conditions.filter(\.holds).flatMap { outline.facts(of: $0) }.compactMap { fact in
        outline.emptiness(fact).flatMap { $0.isEmpty ? outline.joinedText($0.subject) : nil }
      })
    return parts.allSatisfy { part in
      guard part.tokens != flag.tokens else { return true }
      guard let (subject, isEmpty) = outline.emptiness(part), isEmpty else { return false }
      return held.contains(outline.joinedText(subject))
    }
  }

  /// The model's flag that the computed property `name` of `view` reads
  /// (`var isLoading: Bool { service?.isLoadingTags ?? false }` reads `isLoadingTags`): the
  /// flag whose raising the loads decide.
  private func flagRead(byComputed name: String, in view: TypeDeclaration) -> String? {
    guard let token = view.members.properties[name],
      let body = propertyDeclaration(at: token).body
    else { return nil }
    let close = outline.close(of: body)
    let members = (body + 1..<close).filter {
      outline.kind($0) == .identifier && outline.kind($0 - 1) == .period
    }
    guard members.count == 1, let member = members.first,
      Self.isLoadingName(outline.name(member))
    else { return nil }
    return outline.name(member)
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
