/// Splits Swift source into ``Token``s in one pass over its bytes.
///
/// It works on UTF-8 bytes and allocates no text per token. Nothing it does recurses: nested
/// interpolations and block comments are followed with an explicit stack or counter, so input
/// of any depth costs memory in proportion to the depth and time in proportion to the length.
/// Use it through ``LexedSource``.
struct Lexer {
  /// The most diagnostics kept for one file; a binary file would otherwise yield one a byte.
  static let maximumDiagnostics = 1000

  let buffer: UnsafeBufferPointer<UInt8>
  var position = 0
  var tokens: [Token] = []
  /// Problems by kind and byte offset, located once lexing is done.
  var problems: [(problem: LexerDiagnostic.Problem, offset: Int)] = []
  /// Whether trivia comes before the next token.
  var pendingTrivia = true
  /// Whether the next token is the first on its line.
  var pendingLineStart = true
  /// The index in ``tokens`` of the last token that is not a comment.
  var lastSignificant: Int?
  /// Reused by string scanning, so a string costs no allocation.
  var frames: [StringFrame] = []

  init(_ buffer: UnsafeBufferPointer<UInt8>) {
    self.buffer = buffer
    tokens.reserveCapacity(buffer.count / 4)
  }

  /// Lexes the whole buffer.
  mutating func run() {
    reportInvalidUTF8()
    if buffer.count >= 2, buffer[0] == ASCII.pound, buffer[1] == UInt8(ascii: "!") {
      skipToEndOfLine()
      emit(.lineComment, from: 0)
    }
    while position < buffer.count {
      let byte = buffer[position]
      if ASCII.isHorizontalSpace(byte) {
        position += 1
        pendingTrivia = true
      } else if ASCII.isLineBreak(byte) {
        position += 1
        pendingTrivia = true
        pendingLineStart = true
      } else if byte == ASCII.nul {
        report(.nulByte, at: position)
        position += 1
        pendingTrivia = true
      } else {
        lexToken(startingWith: byte)
      }
    }
  }

  /// The byte `distance` bytes ahead, or `nil` past the end.
  func peek(_ distance: Int = 1) -> UInt8? {
    let index = position + distance
    return index < buffer.count ? buffer[index] : nil
  }

  /// The number of `#` from `offset` on.
  func poundCount(at offset: Int) -> Int {
    var index = offset
    while index < buffer.count, buffer[index] == ASCII.pound { index += 1 }
    return index - offset
  }

  /// Moves to the next line break (or the end), leaving it unread.
  mutating func skipToEndOfLine() {
    while position < buffer.count, !ASCII.isLineBreak(buffer[position]) { position += 1 }
  }

  mutating func report(_ problem: LexerDiagnostic.Problem, at offset: Int) {
    guard problems.count < Self.maximumDiagnostics else { return }
    problems.append((problem, offset))
  }

  /// Appends a token from `start` to the current position.
  mutating func emit(_ kind: TokenKind, from start: Int) {
    let placeholder = SourceLocation(offset: start, line: 0, column: 0)
    tokens.append(
      Token(
        kind: kind,
        range: SourceRange(
          start: placeholder, end: SourceLocation(offset: position, line: 0, column: 0)),
        hasLeadingTrivia: pendingTrivia, isAtStartOfLine: pendingLineStart))
    pendingTrivia = kind.isComment
    pendingLineStart = false
    if !kind.isComment { lastSignificant = tokens.count - 1 }
  }

  private mutating func lexToken(startingWith byte: UInt8) {
    let start = position
    switch byte {
    case ASCII.slash where peek() == ASCII.slash: lexLineComment()
    case ASCII.slash where peek() == ASCII.star: lexBlockComment()
    case ASCII.slash where regexMayStartHere: lexBareRegexOrOperator()
    case ASCII.quote: lexString(poundCount: 0)
    case ASCII.pound: lexPound()
    case ASCII.backtick: lexBacktickIdentifier()
    case ASCII.period where peek() == ASCII.period: lexOperator()
    case _ where ASCII.isOperatorCharacter(byte): lexOperator()
    case _ where ASCII.isDigit(byte): lexNumber()
    case _ where ASCII.isIdentifierHead(byte): lexIdentifier()
    default:
      guard let kind = Self.punctuation(byte) else {
        report(.unexpectedCharacter, at: start)
        position += 1
        emit(.unknown, from: start)
        return
      }
      position += 1
      emit(kind, from: start)
    }
  }

  private static func punctuation(_ byte: UInt8) -> TokenKind? {
    switch byte {
    case UInt8(ascii: "("): .leftParen
    case UInt8(ascii: ")"): .rightParen
    case UInt8(ascii: "{"): .leftBrace
    case UInt8(ascii: "}"): .rightBrace
    case UInt8(ascii: "["): .leftBracket
    case UInt8(ascii: "]"): .rightBracket
    case UInt8(ascii: ","): .comma
    case UInt8(ascii: ":"): .colon
    case UInt8(ascii: ";"): .semicolon
    case UInt8(ascii: "."): .period
    case UInt8(ascii: "@"): .atSign
    case UInt8(ascii: "\\"): .backslash
    default: nil
    }
  }

  /// The tokens with their lines and columns filled in.
  func locatedTokens(in lines: LineTable) -> [Token] {
    var startLine = 0
    var endLine = 0
    return tokens.map { token in
      var token = token
      token.range.start = lines.location(of: token.range.start.offset, from: &startLine)
      token.range.end = lines.location(of: token.range.end.offset, from: &endLine)
      return token
    }
  }

  /// The diagnostics with their lines and columns, in the order of their offsets.
  func locatedDiagnostics(in lines: LineTable) -> [LexerDiagnostic] {
    problems.sorted { $0.offset < $1.offset }.map {
      LexerDiagnostic(problem: $0.problem, location: lines.location(of: $0.offset))
    }
  }
}
