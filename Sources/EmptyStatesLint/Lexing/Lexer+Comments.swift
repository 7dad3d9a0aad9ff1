extension Lexer {
  /// `// …`, or `/// …` (a doc comment, though `////` is not one), to the line break.
  mutating func lexLineComment() {
    let start = position
    let isDoc = peek(2) == ASCII.slash && peek(3) != ASCII.slash
    skipToEndOfLine()
    emit(isDoc ? .docLineComment : .lineComment, from: start)
  }

  /// `/* … */` with nested comments, or `/** … */` (a doc comment, though `/**/` is not one).
  mutating func lexBlockComment() {
    let start = position
    let isDoc = peek(2) == ASCII.star && peek(3) != ASCII.slash
    skipBlockComment()
    emit(isDoc ? .docBlockComment : .blockComment, from: start)
  }

  /// Moves past the block comment that starts at the current position, counting nested ones;
  /// an unterminated comment runs to the end of the file and is reported at its `/*`.
  mutating func skipBlockComment() {
    let start = position
    var depth = 0
    while position < buffer.count {
      let byte = buffer[position]
      if byte == ASCII.slash, peek() == ASCII.star {
        depth += 1
        position += 2
      } else if byte == ASCII.star, peek() == ASCII.slash {
        depth -= 1
        position += 2
        if depth == 0 { return }
      } else {
        position += 1
      }
    }
    report(.unterminatedBlockComment, at: start)
  }
}
