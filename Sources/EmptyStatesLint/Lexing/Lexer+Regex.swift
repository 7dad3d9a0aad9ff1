extension Lexer {
  /// Whether a `/` here may open a regex literal rather than divide.
  ///
  /// Swift decides this in its parser; the lexer guesses from the token before, as Swift's own
  /// rule roughly does: a regex may start the file or a line, or follow an operator (not a
  /// postfix `?` or `!`), `(`, `[`, `{`, `,`, `:`, `;`, or a keyword such as `return`, `case`
  /// or `in` (not one that names a value, such as `self` or `nil`). After a name, a literal, `)`
  /// or `]`, `/` divides. ``lexBareRegexOrOperator()`` then requires the literal to look like
  /// one.
  var regexMayStartHere: Bool {
    guard let last = lastSignificant else { return true }
    if pendingLineStart { return true }
    let token = tokens[last]
    switch token.kind {
    case .operator:
      let isPostfix =
        !token.hasLeadingTrivia && token.range.offsets.count == 1
        && (buffer[token.range.start.offset] == ASCII.questionMark
          || buffer[token.range.start.offset] == ASCII.exclamationMark)
      return !isPostfix
    case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon:
      return true
    case .keyword:
      return !Keyword.isValueKeyword(buffer[token.range.offsets])
    default:
      return false
    }
  }

  /// A `/…/` regex literal if one is here, else an operator.
  ///
  /// It is a regex when, as Swift requires, its first byte is not white space, it closes on
  /// the same line at the first unescaped `/`, and no white space comes before that `/`; and,
  /// to tell `f(a /b, c/ d)` from a regex, its parentheses never close more than they open.
  mutating func lexBareRegexOrOperator() {
    let start = position
    var index = start + 1
    var depth = 0
    guard index < buffer.count, !ASCII.isHorizontalSpace(buffer[index]) else {
      return lexOperator()
    }
    while index < buffer.count {
      let byte = buffer[index]
      if ASCII.isLineBreak(byte) { break }
      if byte == ASCII.backslash {
        // An escaped line break still ends the line, and the regex with it.
        guard index + 1 < buffer.count, !ASCII.isLineBreak(buffer[index + 1]) else { break }
        index += 2
        continue
      }
      if byte == ASCII.leftParen { depth += 1 }
      if byte == ASCII.rightParen {
        depth -= 1
        if depth < 0 { break }
      }
      if byte == ASCII.slash {
        guard !ASCII.isHorizontalSpace(buffer[index - 1]) else { break }
        position = index + 1
        emit(.regexLiteral, from: start)
        return
      }
      index += 1
    }
    lexOperator()
  }

  /// An extended regex literal `#/…/#` (any number of `#`), starting at its first `#`.
  ///
  /// When a line break follows the opening delimiter it is a multi-line literal that may run to
  /// the end of the file; otherwise it ends at its line. Unterminated, it is reported at its
  /// start and the token ends where the search stopped.
  mutating func lexExtendedRegex(poundCount pounds: Int) {
    let start = position
    position += pounds + 1
    let isMultiline = position < buffer.count && ASCII.isLineBreak(buffer[position])
    while position < buffer.count {
      let byte = buffer[position]
      if ASCII.isLineBreak(byte), !isMultiline { break }
      if byte == ASCII.backslash, position + 1 < buffer.count,
        !ASCII.isLineBreak(buffer[position + 1])
      {
        position += 2
        continue
      }
      position += 1
      if byte == ASCII.slash, poundCount(at: position) >= pounds {
        position += pounds
        emit(.regexLiteral, from: start)
        return
      }
    }
    report(.unterminatedRegex, at: start)
    emit(.regexLiteral, from: start)
  }
}
