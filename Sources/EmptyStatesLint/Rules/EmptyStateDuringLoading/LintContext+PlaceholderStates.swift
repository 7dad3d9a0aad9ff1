extension LintContext {
  /// The first test on `paths` of a property of `view` that holds at the value the property
  /// starts with, and that a load of the view replaces after it has started: `status ==
  /// .notDetermined` where `status` starts `.notDetermined` and `.task` awaits the real one,
  /// `!isAuthorized` where `isAuthorized` starts `false`. The empty state then stands for a
  /// value no one has read yet. With the loads that replace it.
  ///
  /// Only what the declaration says is judged: a `Bool` literal or an enum case, the view's own
  /// property, tested alone (`flag`, `!flag`) or compared with a case (`==`, `!=`). A flag named
  /// for a load (`isLoading`, `hasLoaded`) is a loading screen's, not this; a status or a state
  /// (`authorizationStatus`) is what this is about.
  func placeholderTest(
    _ paths: [[PathCondition]], in view: TypeDeclaration, loads: [AppearanceLoad]
  ) -> (test: Range<Int>, name: String, loads: [AppearanceLoad])? {
    for path in paths {
      for condition in path.reversed() {
        for fact in outline.facts(of: condition) + outline.sufficientAlternatives(of: condition) {
          guard let (name, holds) = placeholderFact(fact, in: view), holds,
            !Self.namesALoad(name), !Self.isQueryName(name)
          else { continue }
          let data = [DataProperty(owner: view.name, name: name)]
          let replacing = loads.filter { $0.fillsLater(data) }
          if !replacing.isEmpty { return (fact.tokens, name, replacing) }
        }
      }
    }
    return nil
  }

  /// The property `fact` tests and whether the test holds at the property's starting value,
  /// when `fact` is `flag`, `self.flag`, `name == .case` or `name != .case` of a property of
  /// `view` declared with a literal.
  private func placeholderFact(_ fact: Conjunct, in view: TypeDeclaration) -> (String, Bool)? {
    var index = fact.tokens.lowerBound
    if outline.isWord(index, "self"), outline.kind(index + 1) == .period { index += 2 }
    guard outline.kind(index) == .identifier, outline.kind(index + 1) != .period,
      case .property(let owner, let declaration) = binding(
        of: outline.name(index), at: index, in: view),
      owner.name == view.name, owner.members.initializers.isEmpty,
      let value = declaration.value
    else { return nil }
    let start = owner.context.startingLiteral(value)
    let name = outline.name(index)
    switch fact.tokens.upperBound - index {
    case 1:
      // `flag`: holds where it starts `true` (or, negated, `false`).
      guard let start, start == "true" || start == "false" else { return nil }
      return (name, (start == "true") != fact.negated)
    case 4:
      // `status == .notDetermined`.
      let comparison = outline.text(index + 1)
      guard comparison == "==" || comparison == "!=", outline.kind(index + 2) == .period,
        outline.kind(index + 3) == .identifier, let start, start.hasPrefix(".")
      else { return nil }
      let equal = start == "." + outline.name(index + 3)
      return (name, (equal == (comparison == "==")) != fact.negated)
    default:
      return nil
    }
  }

  /// Whether a flag's name says a load runs or has run (`isLoading`, `hasLoaded`,
  /// `isRefreshing`, `didFetch`): a loading screen's flag, not a value read late.
  static func namesALoad(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return isInProgressName(name) || isLoadStateName(name)
      || ["load", "fetch", "refresh", "sync"].contains { lowered.contains($0) }
  }

  /// A property's starting value when it is one literal: `true`, `false`, or an enum case as
  /// `.case` (`.notDetermined`, `Status.notDetermined`); `nil` for anything else.
  func startingLiteral(_ value: Range<Int>) -> String? {
    if value.count == 1,
      outline.isWord(value.lowerBound, "true") || outline.isWord(value.lowerBound, "false")
    {
      return outline.text(value.lowerBound)
    }
    if value.count == 2, outline.kind(value.lowerBound) == .period,
      outline.kind(value.lowerBound + 1) == .identifier
    {
      return "." + outline.name(value.lowerBound + 1)
    }
    if value.count == 3, outline.kind(value.lowerBound) == .identifier,
      outline.startsUppercase(value.lowerBound), outline.kind(value.lowerBound + 1) == .period,
      outline.kind(value.lowerBound + 2) == .identifier
    {
      return "." + outline.name(value.lowerBound + 2)
    }
    return nil
  }
}
