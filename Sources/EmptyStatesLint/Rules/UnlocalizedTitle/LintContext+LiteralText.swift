extension LintContext {
  /// How far a value is followed through the names it is set from (`let a = b`, `let b = "…"`).
  private static let maximumDepth = 4

  /// The names that say a value is localized: literal text inside them is translated.
  private static let localizingNames: Set<String> = [
    "NSLocalizedString", "localized", "LocalizedStringResource", "LocalizedStringKey",
    "localizedString", "localizedStringWithFormat",
  ]

  /// Whether the `String` value at `range` carries literal text the file shows: a literal with
  /// words, `String("…")`, `String(format: "No %@", …)`, a `+` or a ternary with such an
  /// operand, or a name set only from such values. A literal that spells only a number or a
  /// code (`"%lld"`, `"\(count)"`) has no words.
  func hasLiteralText(_ range: Range<Int>, reading: LiteralTextReading, depth: Int) -> Bool {
    guard depth <= Self.maximumDepth else { return false }
    var range = range
    while let first = range.first, outline.kind(first) == .leftParen,
      outline.partner[first] == range.upperBound - 1
    {
      range = first + 1..<range.upperBound - 1
    }
    guard let first = range.first else { return false }
    if range.count == 1, outline.kind(first) == .stringLiteral {
      return StringLiteral.hasWords(outline.text(first))
    }
    if let (whenTrue, whenFalse) = ternaryBranches(of: range) {
      return hasLiteralText(whenTrue, reading: reading, depth: depth + 1)
        || hasLiteralText(whenFalse, reading: reading, depth: depth + 1)
    }
    let operands = plusOperands(of: range)
    if operands.count > 1 {
      return operands.contains { hasLiteralText($0, reading: reading, depth: depth + 1) }
    }
    if outline.isWord(first, "String"), outline.kind(first + 1) == .leftParen,
      outline.end(ofGroupAt: first + 1) == range.upperBound,
      let (label, value) = outline.arguments(at: first + 1).first
    {
      // `String(localized:)` is translated; `String(describing:)`, `String(code)` of a
      // non-literal show a value as it is.
      guard label == nil || label == "format" else { return false }
      return hasLiteralText(value, reading: reading, depth: depth + 1)
    }
    guard isWholeChain(range), let name = outline.memberChain(at: range).last else { return false }
    return hasLiteralText(named: name, reading: reading, depth: depth + 1)
  }

  /// Whether every declaration of `name` in the file is a `String` set from literal text, and
  /// every later assignment too. A name that is also a parameter, or declared without a value
  /// (a stored property its callers fill), is not. Judged once per name, from the top.
  func hasLiteralText(named name: String, reading: LiteralTextReading, depth: Int) -> Bool {
    if let known = reading.names[name] { return known }
    guard depth <= Self.maximumDepth else { return false }
    let found = isSetFromLiteralText(name, reading: reading, depth: depth)
    // A name judged deeper may have run out of depth: only a whole judgment is kept.
    if found || depth == 0 { reading.names[name] = found }
    return found
  }

  /// Whether `name` is declared only as a `String` set from literal text, and assigned only
  /// such text.
  private func isSetFromLiteralText(
    _ name: String, reading: LiteralTextReading, depth: Int
  ) -> Bool {
    let declarations = reading.declarations
    guard !declarations.parameters.contains(name),
      let variables = declarations.variables[name], !variables.isEmpty
    else { return false }
    for variable in variables {
      guard variable.attributes.allSatisfy({ $0 == "State" }) else { return false }
      if let type = variable.type, !(type.count == 1 && outline.is(type.lowerBound, "String")) {
        return false
      }
      if let body = variable.body {
        guard variable.type != nil, bodyReturnsLiteralText(body) else { return false }
      } else if let value = variable.value {
        guard hasLiteralText(value, reading: reading, depth: depth + 1) else { return false }
      } else {
        return false
      }
    }
    return (declarations.assignments[name] ?? []).allSatisfy {
      !$0.isEmpty && hasLiteralText($0, reading: reading, depth: depth + 1)
    }
  }

  /// Whether the computed property body at `open` returns literal text: it holds a literal
  /// with words and nothing that localizes.
  private func bodyReturnsLiteralText(_ open: Int) -> Bool {
    var hasText = false
    for index in open + 1..<outline.close(of: open) {
      switch outline.kind(index) {
      case .identifier where Self.localizingNames.contains(outline.name(index)):
        return false
      case .stringLiteral where !hasText:
        hasText = StringLiteral.hasWords(outline.text(index))
      default:
        break
      }
    }
    return hasText
  }
}
