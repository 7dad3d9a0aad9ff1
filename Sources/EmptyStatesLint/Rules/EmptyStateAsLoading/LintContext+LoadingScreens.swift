extension LintContext {
  /// Whether `conditions` put the empty state where work is in progress: `if isLoading`,
  /// `isLoading == true`, `case .loading`, or a flag of any name that the view's code raises
  /// before it waits and lowers after.
  func assertsProgress(_ conditions: [PathCondition], in view: TypeDeclaration?) -> Bool {
    for condition in conditions {
      // A pattern, in a `switch` or `if case`: the cases it names (`case .loading`), not the
      // value it matches — `if case .error(let message) = loadingState` is the error.
      if condition.kind == .switchCase || outline.isWord(condition.tokens.lowerBound, "case") {
        guard condition.holds else { continue }
        let pattern =
          condition.tokens.first { outline.kind($0) == .operator && outline.is($0, "=") }
          .map { condition.tokens.lowerBound..<$0 } ?? condition.tokens
        if pattern.contains(where: {
          outline.kind($0) == .identifier && outline.kind($0 - 1) == .period
            && Self.isInProgressName(outline.name($0))
        }) {
          return true
        }
        continue
      }
      for token in condition.tokens where outline.kind(token) == .identifier {
        // A member's last name says what it is: `model.isLoading`.
        guard outline.kind(token + 1) != .period,
          isProgressFlag(at: token, in: view), flagValue(at: token, in: condition) == true
        else { continue }
        return true
      }
    }
    return false
  }

  /// Whether the name at `token` is a flag that says work is in progress: by its name
  /// (`isLoading`, `isFetching`), or by what the code of `view` does with it.
  func isProgressFlag(at token: Int, in view: TypeDeclaration?) -> Bool {
    let name = outline.name(token)
    if Self.isInProgressName(name) { return true }
    guard let view, outline.kind(token - 1) != .period || outline.isWord(token - 2, "self") else {
      return false
    }
    return isRaisedAroundWait(DataProperty(owner: view.name, name: name), in: view)
  }

  /// Whether the code of `type` sets `flag` to `true`, then waits, then sets it back to `false`
  /// (or lowers it in a `defer`): a flag that says its work is in progress.
  private func isRaisedAroundWait(_ flag: DataProperty, in type: TypeDeclaration) -> Bool {
    if let known = loadingMemo.progressFlags[flag] { return known }
    var result = false
    if type.members.properties[flag.name] != nil {
      search: for body in type.bodies {
        let close = outline.close(of: body)
        for index in body + 1..<close
        where outline.kind(index) == .identifier && outline.name(index) == flag.name
          && outline.is(index + 1, "=") && outline.isWord(index + 2, "true")
        {
          if lowersAfterWaiting(flag.name, raisedAt: index) {
            result = true
            break search
          }
        }
      }
    }
    loadingMemo.progressFlags[flag] = result
    return result
  }

  /// Whether the block around the raise at `raise` awaits after it and then sets `name` to
  /// `false`, or lowers it in a `defer`.
  private func lowersAfterWaiting(_ name: String, raisedAt raise: Int) -> Bool {
    guard
      let block = outline.ancestors(of: raise).first(where: { ancestor in
        switch outline.roles[ancestor] {
        case .closure, .functionBody: true
        default: false
        }
      })
    else { return false }
    let close = outline.close(of: block)
    var waited = false
    for index in raise + 3..<close {
      if outline.isWord(index, "await") { waited = true }
      let lowers =
        outline.kind(index) == .identifier && outline.name(index) == name
        && outline.is(index + 1, "=") && outline.isWord(index + 2, "false")
      guard lowers else { continue }
      let inDefer = outline.ancestors(of: index).contains { ancestor in
        guard case .block(let keyword) = outline.roles[ancestor] else { return false }
        return outline.is(keyword, "defer")
      }
      if waited || inDefer { return true }
    }
    return false
  }

  /// Whether the title or description of the empty state at `site` is chosen by a progress flag:
  /// `isLoading ? "Loading metrics…" : "No metrics yet"`.
  func chosenByProgress(_ site: EmptyStateSite, in view: TypeDeclaration?) -> Bool {
    let copy = copy(of: site)
    for range in [copy.title, copy.description].compactMap(\.self) {
      let level = outline.enclosing[range.lowerBound]
      for index in range
      where outline.enclosing[index] == level && outline.kind(index) == .operator
        && outline.is(index, "?") && outline.tokens[index].hasLeadingTrivia
      {
        let condition = range.lowerBound..<index
        if condition.contains(where: { token in
          outline.kind(token) == .identifier && outline.kind(token + 1) != .period
            && isProgressFlag(at: token, in: view)
        }) {
          return true
        }
      }
    }
    return false
  }

  /// Whether the empty state at `site` is a screen shown while work it starts runs: not chosen
  /// by an emptiness test, it starts work when it appears (`.onAppear { migrate() }`) and shows
  /// progress: a symbol that pulses for as long as it shows, or a title that names work under
  /// way ("Migrating", "Sorting logs").
  func isWorkScreen(_ site: EmptyStateSite, paths: [[PathCondition]]) -> Bool {
    guard paths.allSatisfy({ emptinessTest($0) == nil }) else { return false }
    let modifiers = outline.modifiers(after: site.call.end)
    let startsWork = modifiers.contains { modifier in
      guard outline.isWord(modifier.name, "onAppear") || outline.isWord(modifier.name, "task")
      else { return false }
      return (modifier.name + 1..<modifier.end).contains { index in
        outline.kind(index) == .identifier
          && (outline.kind(index + 1) == .leftParen
            || (outline.kind(index + 1) == .leftBrace && outline.roles[index + 1] == .closure))
      }
    }
    guard startsWork else { return false }
    let pulses = modifiers.contains { modifier in
      guard outline.isWord(modifier.name, "symbolEffect"), let open = modifier.arguments else {
        return false
      }
      return !outline.arguments(at: open).contains { $0.label == "value" }
    }
    return pulses || namesWorkUnderWay(copy(of: site).title)
  }

  /// Whether the literal title `range` starts with a word for work under way: "Migrating…",
  /// "Sorting logs".
  private func namesWorkUnderWay(_ range: Range<Int>?) -> Bool {
    guard let range, let title = literalText(range) else { return false }
    let first = title.lowercased().split { !$0.isLetter }.first.map(String.init) ?? ""
    return first.count > 5 && first.hasSuffix("ing") && !Self.notWork.contains(first)
  }

  /// Words ending in "ing" that name no work under way.
  private static let notWork: Set<String> = [
    "nothing", "something", "everything", "anything", "missing", "pending", "upcoming",
    "incoming", "outgoing", "ongoing", "matching", "existing", "remaining", "following",
    "trending", "shopping", "morning", "evening", "meeting", "reading", "listening", "watching",
    "during", "building", "booking", "parking", "setting", "training", "clothing", "wedding",
  ]
}
