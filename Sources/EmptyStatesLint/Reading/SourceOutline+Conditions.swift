extension SourceOutline {
  /// The conditions on the path to token `index`, innermost first, up to the declaration whose
  /// body holds it: enclosing `if`s (and the earlier branches of their `else if` chains),
  /// `else`s, `switch` cases, `guard`s and early exits before it in each enclosing block, and
  /// ternaries around it.
  func conditions(on index: Int) -> [PathCondition] {
    var result: [PathCondition] = []
    var position = index
    var reachedDeclaration = false
    for ancestor in ancestors(of: index) {
      result += ternaries(around: position, in: ancestor)
      switch roles[ancestor] {
      case .ifBody(let keyword):
        result.append(PathCondition(kind: .if, tokens: keyword + 1..<ancestor, holds: true))
        result += earlierBranches(beforeIfAt: keyword)
      case .elseBody(let keyword):
        result += earlierBranches(beforeElseAt: keyword)
      case .guardBody(let keyword):
        if let elseKeyword = elseKeyword(ofGuardAt: keyword) {
          result.append(
            PathCondition(kind: .guard, tokens: keyword + 1..<elseKeyword, holds: false))
        }
      case .switchBody(let keyword):
        result.append(
          PathCondition(kind: .switchSubject, tokens: keyword + 1..<ancestor, holds: true))
        if let pattern = casePattern(governing: position, inSwitchBodyAt: ancestor) {
          result.append(PathCondition(kind: .switchCase, tokens: pattern, holds: true))
        }
      default:
        break
      }
      if kind(ancestor) == .leftBrace {
        result += exits(before: position, inBlockAt: ancestor)
      }
      if roles[ancestor].isDeclarationBody {
        reachedDeclaration = true
        break
      }
      position = ancestor
    }
    if !reachedDeclaration { result += ternaries(around: position, in: -1) }
    return result
  }

  /// The conditions of the `if`s before the one at `keyword` in its `else if` chain, each failing.
  private func earlierBranches(beforeIfAt keyword: Int) -> [PathCondition] {
    guard isWord(keyword - 1, "else") else { return [] }
    return earlierBranches(beforeElseAt: keyword - 1)
  }

  /// The conditions of the `if`s an `else` (at `keyword`) follows, each failing.
  private func earlierBranches(beforeElseAt keyword: Int) -> [PathCondition] {
    var result: [PathCondition] = []
    var elseKeyword = keyword
    // Each step goes back one `if … else`; bounded by the file's length.
    while kind(elseKeyword - 1) == .rightBrace, partner[elseKeyword - 1] >= 0 {
      let body = partner[elseKeyword - 1]
      guard case .ifBody(let ifKeyword) = roles[body] else { break }
      result.append(PathCondition(kind: .if, tokens: ifKeyword + 1..<body, holds: false))
      guard isWord(ifKeyword - 1, "else") else { break }
      elseKeyword = ifKeyword - 1
    }
    return result
  }

  /// The `else` of the `guard` at `keyword`.
  private func elseKeyword(ofGuardAt keyword: Int) -> Int? {
    var index = keyword + 1
    while index < count, enclosing[index] == enclosing[keyword] || index == keyword + 1 {
      if isWord(index, "else"), enclosing[index] == enclosing[keyword] { return index }
      if kind(index) == .leftParen || kind(index) == .leftBracket || kind(index) == .leftBrace {
        index = end(ofGroupAt: index)
      } else {
        index += 1
      }
    }
    return nil
  }

  /// The pattern of the `case` that `position` (a token directly in the `switch` body at
  /// `body`) belongs to.
  private func casePattern(governing position: Int, inSwitchBodyAt body: Int) -> Range<Int>? {
    var index = position - 1
    while index > body {
      if enclosing[index] == body, isWord(index, "case") || isWord(index, "default") {
        guard isWord(index, "case") else { return nil }
        var colon = index + 1
        while colon < position, !(kind(colon) == .colon && enclosing[colon] == body) {
          colon += 1
        }
        return index + 1..<colon
      }
      // Skip back over whole groups.
      if kind(index) == .rightParen || kind(index) == .rightBrace || kind(index) == .rightBracket,
        partner[index] > body
      {
        index = partner[index]
      }
      index -= 1
    }
    return nil
  }

  /// The `guard`s and early-exit `if`s (`if c { return … }`) before `position` in the block at
  /// `open`: a `guard` holds after it, an early exit's condition fails.
  private func exits(before position: Int, inBlockAt open: Int) -> [PathCondition] {
    var result: [PathCondition] = []
    var index = open + 1
    while index < position {
      if enclosing[index] == open {
        if isWord(index, "guard"), let elseKeyword = elseKeyword(ofGuardAt: index),
          elseKeyword < position
        {
          result.append(PathCondition(kind: .guard, tokens: index + 1..<elseKeyword, holds: true))
        } else if isWord(index, "if"), !isWord(index - 1, "else"),
          let body = firstBrace(after: index), roles[body] == .ifBody(keyword: index),
          partner[body] >= 0, partner[body] < position,
          containsExit(body), !isWord(partner[body] + 1, "else")
        {
          result.append(PathCondition(kind: .earlyExit, tokens: index + 1..<body, holds: false))
        }
      }
      if kind(index) == .leftParen || kind(index) == .leftBracket || kind(index) == .leftBrace {
        // A group closing before `position` is skipped; the one holding it ends the block's
        // statements before it.
        guard partner[index] >= 0, partner[index] < position else { break }
        index = partner[index] + 1
      } else {
        index += 1
      }
    }
    return result
  }

  /// The first `{` at the level of `index` after it.
  private func firstBrace(after index: Int) -> Int? {
    var next = index + 1
    while next < count {
      if kind(next) == .leftBrace, enclosing[next] == enclosing[index] { return next }
      if kind(next) == .leftParen || kind(next) == .leftBracket {
        next = end(ofGroupAt: next)
      } else if kind(next) == .rightBrace || kind(next) == .semicolon {
        return nil
      } else {
        next += 1
      }
    }
    return nil
  }

  /// Whether the block at `open` leaves its scope directly: `return`, `throw`, `break`,
  /// `continue`.
  private func containsExit(_ open: Int) -> Bool {
    let close = partner[open]
    guard close > open else { return false }
    for index in open + 1..<close where enclosing[index] == open {
      if isWord(index, "return") || isWord(index, "throw") || isWord(index, "break")
        || isWord(index, "continue")
      {
        return true
      }
    }
    return false
  }

  /// The ternaries around `position` inside the bracket at `open` (or the top level): scanning
  /// back to the start of the expression, a `?` with a `:` between it and `position` puts
  /// `position` in the branch where the condition fails.
  private func ternaries(around position: Int, in open: Int) -> [PathCondition] {
    var index = position - 1
    var sawColon = false
    var result: [PathCondition] = []
    while index > open {
      if enclosing[index] == open {
        switch kind(index) {
        case .colon:
          sawColon = true
        case .comma, .semicolon, .leftBrace:
          return result
        case .operator where `is`(index, "?") && tokens[index].hasLeadingTrivia:
          let start = expressionStart(before: index, in: open)
          result.append(PathCondition(kind: .ternary, tokens: start..<index, holds: !sawColon))
          return result
        case .operator where `is`(index, "="):
          return result
        case .keyword where `is`(index, "return") || `is`(index, "in"):
          return result
        default:
          break
        }
        // A line that starts with anything but a continuation (`.x`, `? a`, `: b`) after a
        // line that does not end with one starts a statement.
        if tokens[index].isAtStartOfLine, kind(index) != .period, kind(index) != .operator,
          kind(index) != .colon, kind(index - 1) != .operator, kind(index - 1) != .colon
        {
          return result
        }
      }
      if kind(index) == .rightParen || kind(index) == .rightBrace || kind(index) == .rightBracket,
        partner[index] > open
      {
        index = partner[index]
      }
      index -= 1
    }
    return result
  }

  /// Where the expression that ends just before `end` starts, at the level of `open`.
  private func expressionStart(before end: Int, in open: Int) -> Int {
    var index = end - 1
    while index > open {
      if enclosing[index] == open {
        switch kind(index) {
        case .comma, .semicolon, .colon, .leftBrace: return index + 1
        case .operator where `is`(index, "="): return index + 1
        case .keyword where `is`(index, "return") || `is`(index, "in"): return index + 1
        default: break
        }
      }
      if kind(index) == .rightParen || kind(index) == .rightBrace || kind(index) == .rightBracket,
        partner[index] > open
      {
        index = partner[index]
      }
      index -= 1
    }
    return open + 1
  }
}
