extension SourceOutline {
  /// The index just past the expression that starts at `start`: up to a `;`, a `,` or the
  /// closing bracket at its level, or a line that starts a new statement (one that neither ends
  /// the previous line with an operator, or a ternary's `:`, nor starts with `.`, an operator or
  /// `:`).
  ///
  /// Brackets are skipped whole, so the scan is linear in the expression's length.
  func expressionEnd(from start: Int) -> Int {
    guard start >= 0, start < count else { return max(start, 0) }
    let level = enclosing[start]
    var index = start
    var inTernary = false
    while index < count {
      if enclosing[index] != level { return index }
      switch kind(index) {
      case .semicolon, .comma, .rightParen, .rightBrace, .rightBracket:
        return index
      case .leftBrace where roles[index] != .closure:
        return index
      default:
        break
      }
      if index > start, tokens[index].isAtStartOfLine, kind(index) != .period,
        kind(index) != .operator, kind(index) != .colon, kind(index - 1) != .operator,
        !(inTernary && kind(index - 1) == .colon)
      {
        return index
      }
      if kind(index) == .operator, `is`(index, "?"), tokens[index].hasLeadingTrivia {
        inTernary = true
      }
      if kind(index) == .leftParen || kind(index) == .leftBracket || kind(index) == .leftBrace {
        index = end(ofGroupAt: index)
      } else {
        index += 1
      }
    }
    return count
  }

  /// The names of the member chain that starts `range` (`model.query` in
  /// `model.query.trimmingCharacters(in: .whitespaces)`), without a leading `self.`, a `$` or a
  /// method called at its end; empty when `range` starts with no name.
  func memberChain(at range: Range<Int>) -> [String] {
    var index = range.lowerBound
    if isWord(index, "self"), kind(index + 1) == .period { index += 2 }
    var names: [String] = []
    while index < range.upperBound, kind(index) == .identifier {
      var name = self.name(index)
      if name.hasPrefix("$") { name.removeFirst() }
      names.append(name)
      // Optional chaining: `model?.query`.
      var next = index + 1
      if kind(next) == .operator, `is`(next, "?") || `is`(next, "!") { next += 1 }
      guard next < range.upperBound, kind(next) == .period else {
        index = next
        break
      }
      index = next + 1
    }
    if !names.isEmpty, index < range.upperBound, kind(index) == .leftParen {
      names.removeLast()
    }
    return names
  }
}
