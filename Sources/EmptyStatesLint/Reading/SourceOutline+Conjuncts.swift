extension SourceOutline {
  /// The facts that `condition` makes certain on its path: for a condition that holds, each part
  /// between `&&`s and commas; for one that fails, the negation of a single part (and of each
  /// side of its `||`s), optional bindings beside it aside. A `switch` case's pattern states no
  /// fact here.
  func facts(of condition: PathCondition) -> [Conjunct] {
    guard condition.kind != .switchCase, condition.kind != .switchSubject else { return [] }
    var parts = split(condition.tokens, at: ["&&", ","])
    if condition.holds { return parts.map(unwrapped) }
    // `if let links = model.links, !links.isEmpty { … } else { … }`: the `else` runs when the
    // bound value is missing or empty — read as the other part failing.
    let bindings = parts.filter { isWord($0.lowerBound, "let") || isWord($0.lowerBound, "var") }
    if parts.count > 1, parts.count - bindings.count == 1 {
      parts.removeAll { isWord($0.lowerBound, "let") || isWord($0.lowerBound, "var") }
    }
    guard parts.count == 1 else { return [] }
    return split(parts[0], at: ["||"]).map {
      var fact = unwrapped($0)
      fact.negated.toggle()
      return fact
    }
  }

  /// The alternatives of a condition that holds and is one disjunction (`items.isEmpty ||
  /// !hasData`): each is enough for the branch to run. Empty for any other condition.
  func sufficientAlternatives(of condition: PathCondition) -> [Conjunct] {
    guard condition.holds, condition.kind != .switchCase, condition.kind != .switchSubject else {
      return []
    }
    let parts = split(condition.tokens, at: ["&&", ","])
    guard parts.count == 1 else { return [] }
    let alternatives = split(parts[0], at: ["||"])
    return alternatives.count > 1 ? alternatives.map(unwrapped) : []
  }

  /// `range` cut at its outermost `separators` (operators or commas).
  private func split(_ range: Range<Int>, at separators: Set<String>) -> [Range<Int>] {
    guard !range.isEmpty else { return [] }
    let level = range.lazy.map { self.enclosing[$0] }.min() ?? -1
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    for index in range where enclosing[index] == level {
      let isSeparator =
        (kind(index) == .comma && separators.contains(","))
        || (kind(index) == .operator && separators.contains(text(index)))
      if isSeparator {
        if start < index { parts.append(start..<index) }
        start = index + 1
      }
    }
    if start < range.upperBound { parts.append(start..<range.upperBound) }
    return parts
  }

  /// `range` without its leading `!`s and wrapping parentheses, negated once per `!`.
  private func unwrapped(_ range: Range<Int>) -> Conjunct {
    var tokens = range
    var negated = false
    while !tokens.isEmpty {
      let first = tokens.lowerBound
      if kind(first) == .operator, `is`(first, "!") {
        negated.toggle()
        tokens = first + 1..<tokens.upperBound
      } else if kind(first) == .leftParen, partner[first] == tokens.upperBound - 1 {
        tokens = first + 1..<tokens.upperBound - 1
      } else {
        break
      }
    }
    return Conjunct(tokens: tokens, negated: negated)
  }

  /// The tokens' texts joined without spaces: `model.items`, `query.trimmingCharacters(in:.whitespaces)`.
  func joinedText(_ range: Range<Int>) -> String {
    range.lazy.map { self.text($0) }.joined()
  }

  /// The tokens' texts with one space where the source has any between them: `status ==
  /// .notDetermined`.
  func spacedText(_ range: Range<Int>) -> String {
    range.lazy.map { index in
      (index > range.lowerBound && self.tokens[index].hasLeadingTrivia ? " " : "")
        + self.text(index)
    }.joined()
  }

  /// What `fact` says about a collection's or a text's emptiness: the subject's tokens and
  /// whether it is empty on the path. Reads `x.isEmpty`, `x.isEmpty == false`, `x.count == 0`,
  /// `x.count < 1`, `x.count > 0`, `x == []`, `x == ""`, `x != ""`, the same through
  /// `x.trimmingCharacters(in: …)`, and an optional's: `x?.isEmpty ?? true`,
  /// `(x?.count ?? 0) > 0`, `(x ?? []).isEmpty`; and a count named for what it counts:
  /// `itemsCount == 0` tests `itemsCount`.
  func emptiness(_ fact: Conjunct) -> (subject: Range<Int>, isEmpty: Bool)? {
    let range = fact.tokens
    guard range.count >= 3 else { return nil }
    var end = range.upperBound
    var isEmpty = true
    // A comparison at the end: `== false`, `== 0`, `< 1`, `> 0`, `== []`, `== ""`, `!= ""`.
    let last = end - 1
    // `x == []`
    if kind(last) == .rightBracket, partner[last] == last - 1, kind(last - 2) == .operator {
      let subject = range.lowerBound..<last - 2
      guard !subject.isEmpty else { return nil }
      if `is`(last - 2, "==") { return (subject, !fact.negated) }
      if `is`(last - 2, "!=") { return (subject, fact.negated) }
      return nil
    }
    if kind(last - 1) == .operator, !`is`(last - 1, "??"),
      enclosing[last - 1] == enclosing[range.lowerBound]
    {
      let comparison = text(last - 1)
      let value = text(last)
      switch (comparison, value) {
      case ("==", "true"), ("==", "0"), ("<", "1"), ("<=", "0"): isEmpty = true
      case ("==", "false"), ("!=", "0"), (">", "0"), (">=", "1"), ("!=", "true"): isEmpty = false
      case ("==", "\"\""): return (range.lowerBound..<last - 1, !fact.negated)
      case ("!=", "\"\""): return (range.lowerBound..<last - 1, fact.negated)
      default:
        return nil
      }
      end = last - 1
    }
    let compared = end < range.upperBound
    var start = range.lowerBound
    // `(x?.count ?? 0) > 0`: the measured part in parentheses.
    if compared, kind(start) == .leftParen, partner[start] == end - 1 {
      start += 1
      end -= 1
    }
    // `x?.isEmpty ?? true`, `x?.count ?? 0 == 0`: a missing collection counts as an empty one.
    if end - start > 4, kind(end - 2) == .operator, `is`(end - 2, "??"),
      enclosing[end - 2] == enclosing[start],
      isWord(end - 1, "true") || isWord(end - 1, "false") || text(end - 1) == "0"
    {
      end -= 2
    }
    // `locationsCount == 0`: a count the code keeps or computes, named for what it counts.
    if compared, kind(end - 1) == .identifier, name(end - 1).hasSuffix("Count"),
      end - 1 == start || kind(end - 2) == .period
    {
      return (start..<end, isEmpty != fact.negated)
    }
    guard kind(end - 2) == .period, isWord(end - 1, "isEmpty") || isWord(end - 1, "count") else {
      return nil
    }
    // `x.count` means something only with a comparison; `x.isEmpty` with one or alone.
    if isWord(end - 1, "count"), !compared { return nil }
    var subjectEnd = end - 2
    // `x.trimmingCharacters(in: .whitespaces).isEmpty` tests `x`.
    if kind(subjectEnd - 1) == .rightParen, partner[subjectEnd - 1] > range.lowerBound,
      isWord(partner[subjectEnd - 1] - 1, "trimmingCharacters"),
      kind(partner[subjectEnd - 1] - 2) == .period
    {
      subjectEnd = partner[subjectEnd - 1] - 2
    }
    // `(x ?? []).isEmpty` tests `x`.
    if kind(start) == .leftParen, partner[start] == subjectEnd - 1 {
      let inner = start + 1..<subjectEnd - 1
      if let coalescing = inner.first(where: {
        enclosing[$0] == start && kind($0) == .operator && `is`($0, "??")
      }), isEmptyValue(coalescing + 1..<inner.upperBound) {
        start = inner.lowerBound
        subjectEnd = coalescing
      }
    }
    guard subjectEnd > start else { return nil }
    return (start..<subjectEnd, isEmpty != fact.negated)
  }

  /// Whether `value` is an empty value: `[]`, `[:]`, `""`, `nil`, `[T]()`, `[K: V]()`,
  /// `Array()`, `.init()`, `Set<T>()`, `.empty` or `Snapshot.empty`.
  func isEmptyValue(_ value: Range<Int>) -> Bool {
    guard let first = value.first else { return false }
    switch kind(first) {
    case .leftBracket:
      let close = partner[first]
      guard close > first else { return false }
      if close == value.upperBound - 1 {
        return close == first + 1 || (close == first + 2 && kind(first + 1) == .colon)
      }
      // `[Item]()`
      return kind(close + 1) == .leftParen && partner[close + 1] == close + 2
        && close + 3 == value.upperBound
    case .stringLiteral:
      return value.count == 1 && text(first) == "\"\""
    case .keyword:
      return value.count == 1 && isWord(first, "nil")
    case .identifier, .period:
      // `.empty`, `Snapshot.empty`: the empty value a type names for itself.
      let last = value.upperBound - 1
      if isWord(last, "empty"), kind(last - 1) == .period,
        last - 1 == first || (last - 2 == first && kind(first) == .identifier)
      {
        return true
      }
      // `Array()`, `Set<Int>()`, `.init()`
      guard kind(last) == .rightParen, partner[last] == last - 1 else {
        return false
      }
      let name = text(first)
      return ["Array", "Set", "Dictionary", "OrderedSet", "OrderedDictionary"].contains(name)
        || (kind(first) == .period && isWord(first + 1, "init"))
    default:
      return false
    }
  }

  /// The names of the values `range` reads at its own level: `query` and `text` in
  /// `query.text.isEmpty`, but not the methods it calls or what their arguments and closures
  /// read (`items.filter { … }` reads `items`).
  func valueNames(in range: Range<Int>) -> [String] {
    guard let first = range.first else { return [] }
    return range.filter { index in
      kind(index) == .identifier && enclosing[index] == enclosing[first]
        && !(kind(index + 1) == .leftParen && !tokens[index + 1].isAtStartOfLine)
        && !(kind(index + 1) == .leftBrace && roles[index + 1] == .closure)
    }.map { name($0) }
  }

  /// The names in `range` (identifiers, backticks removed).
  func identifiers(in range: Range<Int>) -> [String] {
    range.filter { kind($0) == .identifier }.map { name($0) }
  }
}
