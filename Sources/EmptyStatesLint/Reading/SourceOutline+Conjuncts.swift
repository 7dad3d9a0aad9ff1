extension SourceOutline {
  /// The facts that `condition` makes certain on its path: for a condition that holds, each part
  /// between `&&`s and commas; for one that fails, the negation of a single part (and of each
  /// side of its `||`s). A `switch` case's pattern states no fact here.
  func facts(of condition: PathCondition) -> [Conjunct] {
    guard condition.kind != .switchCase, condition.kind != .switchSubject else { return [] }
    let parts = split(condition.tokens, at: ["&&", ","])
    if condition.holds { return parts.map(unwrapped) }
    guard parts.count == 1 else { return [] }
    return split(parts[0], at: ["||"]).map {
      var fact = unwrapped($0)
      fact.negated.toggle()
      return fact
    }
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

  /// What `fact` says about a collection's or a text's emptiness: the subject's tokens and
  /// whether it is empty on the path. Reads `x.isEmpty`, `x.isEmpty == false`, `x.count == 0`,
  /// `x.count < 1`, `x.count > 0`, `x == []`, `x == ""`, `x != ""`, and the same through
  /// `x.trimmingCharacters(in: …)`.
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
    if kind(last - 1) == .operator, enclosing[last - 1] == enclosing[range.lowerBound] {
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
    guard kind(end - 2) == .period, isWord(end - 1, "isEmpty") || isWord(end - 1, "count") else {
      return nil
    }
    // `x.count` means something only with a comparison; `x.isEmpty` with one or alone.
    if isWord(end - 1, "count"), end == range.upperBound { return nil }
    var subjectEnd = end - 2
    // `x.trimmingCharacters(in: .whitespaces).isEmpty` tests `x`.
    if kind(subjectEnd - 1) == .rightParen, partner[subjectEnd - 1] > range.lowerBound,
      isWord(partner[subjectEnd - 1] - 1, "trimmingCharacters"),
      kind(partner[subjectEnd - 1] - 2) == .period
    {
      subjectEnd = partner[subjectEnd - 1] - 2
    }
    guard subjectEnd > range.lowerBound else { return nil }
    return (range.lowerBound..<subjectEnd, isEmpty != fact.negated)
  }

  /// The names in `range` (identifiers, backticks removed).
  func identifiers(in range: Range<Int>) -> [String] {
    range.filter { kind($0) == .identifier }.map { name($0) }
  }
}
