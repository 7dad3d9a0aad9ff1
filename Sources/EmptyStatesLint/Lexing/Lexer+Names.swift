extension Lexer {
  /// A name, or a reserved word (``Keyword``).
  mutating func lexIdentifier() {
    let start = position
    position += 1
    while position < buffer.count, ASCII.isIdentifierBody(buffer[position]) { position += 1 }
    let word = buffer[start..<position]
    emit(Keyword.isKeyword(word) ? .keyword : .identifier, from: start)
  }

  /// `` `name` ``: up to the closing backtick on the same line.
  mutating func lexBacktickIdentifier() {
    let start = position
    position += 1
    while position < buffer.count, buffer[position] != ASCII.backtick,
      !ASCII.isLineBreak(buffer[position])
    {
      position += 1
    }
    if position < buffer.count, buffer[position] == ASCII.backtick {
      position += 1
      emit(.identifier, from: start)
    } else {
      report(.unterminatedBacktick, at: start)
      emit(.unknown, from: start)
    }
  }

  /// `#` then a raw string, an extended regex, a directive, a `#` word, or nothing more.
  mutating func lexPound() {
    let start = position
    let pounds = poundCount(at: position)
    let next = start + pounds < buffer.count ? buffer[start + pounds] : nil
    if next == ASCII.quote {
      lexString(poundCount: pounds)
    } else if next == ASCII.slash {
      lexExtendedRegex(poundCount: pounds)
    } else if pounds == 1, let next, ASCII.isIdentifierHead(next) {
      position += 1
      while position < buffer.count, ASCII.isIdentifierBody(buffer[position]) { position += 1 }
      let word = buffer[start + 1..<position]
      emit(Self.isConditionalDirective(word) ? .conditionalDirective : .poundKeyword, from: start)
    } else {
      position += 1
      emit(.pound, from: start)
    }
  }

  private static func isConditionalDirective(_ word: UnsafeBufferPointer<UInt8>.SubSequence)
    -> Bool
  {
    word.elementsEqual("if".utf8) || word.elementsEqual("elseif".utf8)
      || word.elementsEqual("else".utf8) || word.elementsEqual("endif".utf8)
  }
}
