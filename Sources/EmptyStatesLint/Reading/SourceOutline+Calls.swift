extension SourceOutline {
  /// The call whose name is token `name`: its member, arguments and trailing closures.
  func call(at name: Int) -> Call {
    var next = name + 1
    var member: Int?
    // `Type.member` (a type's name may end a line before its member); on a value, a name
    // after a period is a modifier instead.
    if kind(next) == .period, kind(next + 1) == .identifier,
      !tokens[next].hasLeadingTrivia || startsUppercase(name)
    {
      member = next + 1
      next += 2
    }
    var arguments: Int?
    if kind(next) == .leftParen, !tokens[next].isAtStartOfLine {
      arguments = next
      next = end(ofGroupAt: next)
    }
    var closures: [(label: Int?, open: Int)] = []
    if kind(next) == .leftBrace, roles[next] == .closure {
      closures.append((nil, next))
      next = end(ofGroupAt: next)
      // Labelled trailing closures: `label: { … }`, each after the previous one.
      while kind(next) == .identifier || kind(next) == .keyword, kind(next + 1) == .colon,
        kind(next + 2) == .leftBrace, roles[next + 2] == .closure
      {
        closures.append((next, next + 2))
        next = end(ofGroupAt: next + 2)
      }
    }
    return Call(name: name, member: member, arguments: arguments, closures: closures, end: next)
  }

  /// The modifiers applied after `end` (the index just past an expression): `.frame(height: 200)`,
  /// `.overlay { … }`, `.accessibilityLabel("x")`, in order, across line breaks.
  func modifiers(after end: Int) -> [Call] {
    var result: [Call] = []
    var next = end
    while true {
      // Optional chaining and force unwrapping between modifiers.
      while kind(next) == .operator, `is`(next, "?") || `is`(next, "!"),
        !tokens[next].hasLeadingTrivia
      {
        next += 1
      }
      guard kind(next) == .period, kind(next + 1) == .identifier || kind(next + 1) == .keyword
      else { return result }
      var modifier = call(at: next + 1)
      modifier.member = nil
      if kind(next + 2) == .period {
        // `.font(.title)` is read by `call(at:)`; a member right after the name (`.foo.bar`)
        // is the next modifier, not this one's.
        modifier = Call(
          name: next + 1, member: nil, arguments: nil, closures: [], end: next + 2)
      }
      result.append(modifier)
      next = modifier.end
    }
  }

  /// The name of the call that owns the bracket at `open`: for `(`, the name before it; for a
  /// closure's `{`, the name of the call it trails (labelled trailing closures included);
  /// `nil` when none.
  func owner(ofBracketAt open: Int) -> Int? {
    var brace = open
    while true {
      let previous = brace - 1
      switch kind(previous) {
      case .identifier:
        return previous
      case .keyword where `is`(previous, "init") || `is`(previous, "self"):
        return previous
      case .rightParen where kind(open) == .leftBrace || brace != open:
        let paren = partner[previous]
        return paren > 0 && kind(paren - 1) == .identifier ? paren - 1 : nil
      case .rightBracket where kind(open) == .leftBrace:
        // `ForEach(…)` is never this; a subscript's trailing closure names nothing.
        return nil
      case .colon
      where kind(open) == .leftBrace && kind(previous - 2) == .rightBrace
        && partner[previous - 2] >= 0:
        // A labelled trailing closure: the owner is the first closure's.
        brace = partner[previous - 2]
        if roles[brace] != .closure { return nil }
      case .rightBrace
      where kind(open) == .leftBrace && brace == open && partner[previous] >= 0
        && roles[partner[previous]] == .closure:
        // `foo { } { }` is not Swift; nothing owns this one.
        return nil
      default:
        return nil
      }
    }
  }

  /// Whether the token at `index` starts with an uppercase ASCII letter, as type names do.
  func startsUppercase(_ index: Int) -> Bool {
    guard index >= 0, index < count else { return false }
    let first = source.bytes[tokens[index].range.start.offset]
    return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
  }

  /// Whether the name at `index` is a modifier or method called on a value (`.overlay` in
  /// `List { }.overlay { }`, `view.frame(…)`), rather than a type, a function or a static
  /// member (`ContentUnavailableView.search`, an implicit `.search`).
  func isModifier(_ index: Int) -> Bool {
    guard kind(index - 1) == .period else { return false }
    if tokens[index - 1].isAtStartOfLine { return true }
    switch kind(index - 2) {
    case .rightParen, .rightBrace, .rightBracket: return true
    case .operator: return `is`(index - 2, "?") || `is`(index - 2, "!")
    case .identifier: return !startsUppercase(index - 2)
    case .keyword: return `is`(index - 2, "self")
    default: return false
    }
  }

  /// The arguments in the parentheses at `open`: each one's label (`nil` when unlabelled) and
  /// the token range of its value.
  func arguments(at open: Int) -> [(label: String?, value: Range<Int>)] {
    guard kind(open) == .leftParen else { return [] }
    let close = close(of: open)
    var result: [(label: String?, value: Range<Int>)] = []
    var start = open + 1
    var index = open + 1
    while index <= close {
      if index == close || (kind(index) == .comma && enclosing[index] == open) {
        if start < index {
          var label: String?
          var valueStart = start
          if kind(start) == .identifier || kind(start) == .keyword, kind(start + 1) == .colon,
            start + 1 < index
          {
            label = name(start)
            valueStart = start + 2
          }
          result.append((label, valueStart..<index))
        }
        start = index + 1
      }
      if kind(index) == .leftParen || kind(index) == .leftBrace || kind(index) == .leftBracket,
        index != open
      {
        index = end(ofGroupAt: index)
      } else {
        index += 1
      }
    }
    return result
  }
}
