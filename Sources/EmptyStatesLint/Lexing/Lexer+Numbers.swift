extension Lexer {
  /// An integer or floating-point literal: decimal, `0x` (with hexadecimal fractions and `p`
  /// exponents), `0b` or `0o`, with `_` separators and `e` exponents. Letters that follow
  /// belong to the literal (Swift rejects them; the lexer keeps one token).
  mutating func lexNumber() {
    let start = position
    var isFloat = false
    let radix = peek(0) == UInt8(ascii: "0") ? peek(1).map { $0 | 0x20 } : nil
    if radix == UInt8(ascii: "x") {
      position += 2
      skip(where: { ASCII.isHexDigit($0) || $0 == ASCII.underscore })
      isFloat = lexHexadecimalFraction()
    } else if radix == UInt8(ascii: "b") || radix == UInt8(ascii: "o") {
      position += 2
    } else {
      skip(where: { ASCII.isDigit($0) || $0 == ASCII.underscore })
      let followsPeriod = lastSignificant.map { tokens[$0].kind == .period } ?? false
      if !followsPeriod, peek(0) == ASCII.period, let next = peek(1), ASCII.isDigit(next) {
        isFloat = true
        position += 1
        skip(where: { ASCII.isDigit($0) || $0 == ASCII.underscore })
      }
      if peek(0).map({ $0 | 0x20 }) == UInt8(ascii: "e"), skipExponent() { isFloat = true }
    }
    skip(where: ASCII.isIdentifierBody)
    emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
  }

  /// After a hexadecimal integer part: `.` digits then a `p` exponent, or a `p` exponent.
  /// `0x1.foo` stays an integer and a member access.
  private mutating func lexHexadecimalFraction() -> Bool {
    let saved = position
    if peek(0) == ASCII.period, let next = peek(1), ASCII.isHexDigit(next) {
      position += 1
      skip(where: { ASCII.isHexDigit($0) || $0 == ASCII.underscore })
    }
    if peek(0).map({ $0 | 0x20 }) == UInt8(ascii: "p"), skipExponent() { return true }
    position = saved
    return false
  }

  /// Past `e`/`p`, an optional sign and digits, if they are there.
  private mutating func skipExponent() -> Bool {
    var index = position + 1
    if index < buffer.count,
      buffer[index] == UInt8(ascii: "+") || buffer[index] == UInt8(ascii: "-")
    {
      index += 1
    }
    guard index < buffer.count, ASCII.isDigit(buffer[index]) else { return false }
    position = index
    skip(where: { ASCII.isDigit($0) || $0 == ASCII.underscore })
    return true
  }

  private mutating func skip(where predicate: (UInt8) -> Bool) {
    while position < buffer.count, predicate(buffer[position]) { position += 1 }
  }
}
