extension SourceOutline {
  /// The statements directly inside the block at `open` (a closure, an `if`/`else` or `switch`
  /// body, a declaration's body), each as the range of its tokens, in order: what a view
  /// builder there emits one view per statement for.
  ///
  /// A statement starts after the `{`, after a `;`, and on each line that neither continues an
  /// expression (a line starting with `.`, an operator or `:`, or following one that ends with
  /// an operator, `,` or `:`) nor continues an `if` with `else`. A closure's parameters
  /// (`{ item in`) and a switch's `case …:` labels are no statements. Brackets are skipped
  /// whole, so the scan is linear in the block's top-level tokens.
  func builderStatements(in open: Int) -> [Range<Int>] {
    let limit = close(of: open)
    var index = open + 1
    if roles[open] == .closure {
      // `{ item in` and `{ (a, b) in` on the first line.
      var scan = index
      while scan < limit, !tokens[scan].isAtStartOfLine || scan == index {
        if isWord(scan, "in"), enclosing[scan] == open {
          index = scan + 1
          break
        }
        scan = kind(scan) == .leftParen ? end(ofGroupAt: scan) : scan + 1
      }
    }
    var starts: [Int] = []
    var previous = -1
    while index < limit {
      if startsStatement(index, after: previous) {
        if isWord(index, "case") || isWord(index, "default") {
          // A case label runs to its `:`; the statements follow it.
          starts.append(index)
          while index < limit, kind(index) != .colon {
            index = isOpening(index) ? end(ofGroupAt: index) : index + 1
          }
          // The statement after the label starts a new one, whatever ends the label.
          previous = -1
          index += 1
          continue
        }
        starts.append(index)
      }
      // After a group, the token before the next one is the group's closer.
      previous = isOpening(index) ? close(of: index) : index
      index = isOpening(index) ? end(ofGroupAt: index) : index + 1
    }
    var result: [Range<Int>] = []
    for (offset, start) in starts.enumerated() {
      guard !isWord(start, "case"), !isWord(start, "default") else { continue }
      let upper = offset + 1 < starts.count ? starts[offset + 1] : limit
      result.append(start..<upper)
    }
    return result
  }

  /// The `case`/`default` segment of the switch body at `open` that holds the token at
  /// `index`: from the label's `:` to the next label.
  func caseSegment(in open: Int, holding index: Int) -> Range<Int> {
    var lower = open + 1
    var upper = close(of: open)
    var scan = open + 1
    while scan < close(of: open) {
      if enclosing[scan] == open, isWord(scan, "case") || isWord(scan, "default") {
        if scan < index {
          lower = scan
        } else {
          upper = scan
          break
        }
      }
      scan = isOpening(scan) ? end(ofGroupAt: scan) : scan + 1
    }
    return lower..<upper
  }

  /// Whether the token at `index` starts a statement, given the token before it at its level
  /// (`previous`, -1 for none).
  private func startsStatement(_ index: Int, after previous: Int) -> Bool {
    guard previous >= 0 else { return true }
    if kind(previous) == .semicolon { return true }
    guard tokens[index].isAtStartOfLine else { return false }
    switch kind(index) {
    case .period, .operator, .colon, .comma, .rightParen, .rightBrace, .rightBracket:
      return false
    case .keyword where isWord(index, "else") || isWord(index, "catch"):
      return false
    default:
      break
    }
    switch kind(previous) {
    case .operator, .comma, .colon, .period, .leftParen, .leftBracket:
      return false
    default:
      return true
    }
  }

  /// Whether the token at `index` opens a bracket.
  private func isOpening(_ index: Int) -> Bool {
    switch kind(index) {
    case .leftParen, .leftBrace, .leftBracket: true
    default: false
    }
  }
}
