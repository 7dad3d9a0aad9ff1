extension LintContext {
  /// The conditions on the ways the file reaches `index` through the members of its view: when
  /// it is in a `some View` property or method of its type (not `body`), its own conditions and
  /// those on each use of that member, and so on a few members up; empty when it is in no such
  /// member. `content` shown under `if isLoading { … } else { content }` is guarded by that
  /// check, however many members down its empty state is.
  func memberPaths(to index: Int) -> [[PathCondition]] {
    guard let uses = uses(ofMemberHolding: index) else { return [] }
    return reachingPaths(to: index, uses: uses, depth: 0, budget: 16)
  }

  /// The conditions on each way the file reaches `index`: through the members of its view
  /// (``memberPaths(to:)``), or, in no such member, its own.
  func conditionsOnEachWay(to index: Int) -> [[PathCondition]] {
    let ways = memberPaths(to: index)
    return ways.isEmpty ? [outline.conditions(on: index)] : ways
  }

  /// The conditions on each way to `index`: its own, then those of each of `memberUses` (the
  /// uses of the member holding it), and so on up.
  private func reachingPaths(to index: Int, uses memberUses: [Int], depth: Int, budget: Int)
    -> [[PathCondition]]
  {
    let own = outline.conditions(on: index)
    guard depth < 4, !memberUses.isEmpty else { return [own] }
    var result: [[PathCondition]] = []
    for use in memberUses.prefix(budget) {
      let next = uses(ofMemberHolding: use) ?? []
      for path in reachingPaths(
        to: use, uses: next, depth: depth + 1, budget: budget / memberUses.count)
      {
        result.append(own + path)
      }
    }
    return result.isEmpty ? [own] : result
  }

  /// The uses of the `some View` member (not `body`) whose body holds `index`; `nil` when it is
  /// in no such member.
  private func uses(ofMemberHolding index: Int) -> [Int]? {
    guard let (body, role) = holder(of: index), let typeName = enclosingTypeName(of: index)
    else { return nil }
    let keyword: Int
    switch role {
    case .propertyBody(let found), .functionBody(let found): keyword = found
    default: return nil
    }
    guard let name = declaredName(after: keyword), name != "body" else { return nil }
    let uses = memberUses(of: name, declaredAt: body, in: typeName)
    return uses.isEmpty ? nil : uses
  }

  /// The uses of the member `name` (whose body is `body`) in the bodies of `typeName`, outside
  /// its own body: `name`, `self.name`, `name(…)`.
  private func memberUses(of name: String, declaredAt body: Int, in typeName: String) -> [Int] {
    if let known = loadingMemo.memberUses[body] { return known }
    let close = outline.close(of: body)
    var uses: [Int] = []
    defer { loadingMemo.memberUses[body] = uses }
    for typeBody in typeBodies(named: typeName) {
      for index in typeBody + 1..<outline.close(of: typeBody)
      where outline.kind(index) == .identifier && outline.name(index) == name
        && (index < body || index > close)
      {
        let previous = index - 1
        if outline.kind(previous) == .keyword, !outline.is(previous, "return") { continue }
        if outline.kind(previous) == .period, !outline.isWord(previous - 1, "self") { continue }
        if outline.kind(index + 1) == .colon { continue }
        uses.append(index)
      }
    }
    return uses
  }
}
