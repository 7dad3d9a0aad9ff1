extension LintContext {
  /// The operands of `range` split at its outermost `+`s; one operand when it has none.
  func plusOperands(of range: Range<Int>) -> [Range<Int>] {
    operands(of: range, splitAt: "+")
  }

  /// The fallback of `range` when it is `value ?? fallback` at its outermost level: what the
  /// title is when the value is missing.
  func coalescingFallback(of range: Range<Int>) -> Range<Int>? {
    let parts = operands(of: range, splitAt: "??")
    return parts.count > 1 ? parts.last : nil
  }

  /// The operands of `range` split at its outermost `separator` operators; one operand when it
  /// has none.
  private func operands(of range: Range<Int>, splitAt separator: StaticString) -> [Range<Int>] {
    guard let first = range.first else { return [] }
    let level = outline.enclosing[first]
    var operands: [Range<Int>] = []
    var start = range.lowerBound
    for index in range
    where outline.enclosing[index] == level && outline.kind(index) == .operator
      && outline.is(index, separator)
    {
      operands.append(start..<index)
      start = index + 1
    }
    operands.append(start..<range.upperBound)
    return operands.filter { !$0.isEmpty }
  }

  /// The two branches of `range` when it is a ternary, `c ? a : b`, at its outermost level.
  func ternaryBranches(of range: Range<Int>) -> (Range<Int>, Range<Int>)? {
    guard let first = range.first else { return nil }
    let level = outline.enclosing[first]
    guard
      let question = range.first(where: {
        outline.enclosing[$0] == level && outline.kind($0) == .operator && outline.is($0, "?")
          && outline.tokens[$0].hasLeadingTrivia
      }),
      let colon = (question + 1..<range.upperBound).first(where: {
        outline.enclosing[$0] == level && outline.kind($0) == .colon
      })
    else { return nil }
    return (question + 1..<colon, colon + 1..<range.upperBound)
  }
}
