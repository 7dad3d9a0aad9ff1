extension Lexer {
  /// An operator: a run of operator characters, or of `.` and operator characters when it
  /// starts with `.` (`...`, `..<`). A run stops before `//` or `/*`. As in Swift's lexer, a `?`
  /// or `!` bound to the token before it (no trivia between) is a postfix operator of its own:
  /// `a?.b` is a name, `?`, `.` and a name, and `a!=b` is `a`, `!`, `=`, `b` (which Swift
  /// rejects).
  mutating func lexOperator() {
    let start = position
    let first = buffer[position]
    let isBound = !pendingTrivia && lastSignificant != nil
    if isBound, first == ASCII.questionMark || first == ASCII.exclamationMark {
      position += 1
      emit(.operator, from: start)
      return
    }
    let allowsPeriods = first == ASCII.period
    position += 1
    while position < buffer.count {
      let byte = buffer[position]
      if byte == ASCII.slash, peek() == ASCII.slash || peek() == ASCII.star { break }
      guard ASCII.isOperatorCharacter(byte) || (allowsPeriods && byte == ASCII.period) else {
        break
      }
      position += 1
    }
    emit(.operator, from: start)
  }
}
