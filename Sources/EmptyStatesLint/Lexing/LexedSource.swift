/// A Swift source file split into tokens, with what the lexer found wrong in it.
///
/// ```swift
/// let source = LexedSource(Array("Text(\"Hi\")".utf8))
/// source.tokens.map(\.kind)  // [.identifier, .leftParen, .stringLiteral, .rightParen]
/// source.text(of: source.tokens[2])  // "\"Hi\""
/// ```
struct LexedSource: Sendable {
  /// The file's bytes, as read: nothing is decoded until asked for.
  let bytes: [UInt8]
  /// The tokens, in order, comments included.
  let tokens: [Token]
  /// What the lexer recovered from, in order; at most ``Lexer/maximumDiagnostics``.
  let diagnostics: [LexerDiagnostic]
  /// Where each line starts.
  let lines: LineTable

  /// Lexes `bytes`. Never fails: bad input yields ``diagnostics`` and ``TokenKind/unknown``
  /// tokens, and lexing goes on after them.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    (tokens, diagnostics, lines) = bytes.withUnsafeBufferPointer { buffer in
      var lexer = Lexer(buffer)
      lexer.run()
      let lines = LineTable(buffer)
      return (lexer.locatedTokens(in: lines), lexer.locatedDiagnostics(in: lines), lines)
    }
  }

  /// The token's text, decoded as UTF-8; invalid bytes become U+FFFD.
  func text(of token: Token) -> String {
    String(decoding: bytes[token.range.offsets], as: UTF8.self)
  }

  /// Whether `bytes` look like a binary file rather than source: a NUL byte in the first 8 KB.
  static func looksBinary(_ bytes: [UInt8]) -> Bool {
    bytes.prefix(8192).contains(ASCII.nul)
  }
}
