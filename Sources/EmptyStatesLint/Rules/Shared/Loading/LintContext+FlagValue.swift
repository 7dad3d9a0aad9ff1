extension LintContext {
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
