import Testing

@testable import EmptyStatesLint

@Suite struct LexerUTF8Tests {
  @Test func wellFormedUTF8HasNoDiagnostics() {
    let source = LexedSource("let café = \"😀 ü 中\"")
    #expect(source.diagnostics.isEmpty)
    #expect(source.lexemes[1] == Lexeme(.identifier, "café"))
  }

  @Test func invalidBytesInAStringAreOneDiagnosticAndDecodeLossily() {
    let bytes = Array("let s = \"".utf8) + [0xFF, 0xFE] + Array("\"\nx".utf8)
    let source = LexedSource(bytes)
    #expect(
      source.diagnostics == [
        LexerDiagnostic(
          problem: .invalidUTF8, location: SourceLocation(offset: 9, line: 1, column: 10))
      ])
    #expect(source.lexemes[3] == Lexeme(.stringLiteral, "\"\u{FFFD}\u{FFFD}\""))
    #expect(source.lexemes[4] == Lexeme(.identifier, "x"))
  }

  @Test(
    arguments: [
      [0xC0, 0xAF],  // overlong "/"
      [0xED, 0xA0, 0x80],  // a surrogate
      [0xE2, 0x82],  // truncated
      [0xF5, 0x80, 0x80, 0x80],  // beyond U+10FFFF
      [0x80],  // a lone continuation byte
    ] as [[UInt8]])
  func malformedSequencesAreReportedAtTheirFirstByte(sequence: [UInt8]) {
    let source = LexedSource(Array("a ".utf8) + sequence + Array(" b".utf8))
    #expect(source.diagnostics.first?.problem == .invalidUTF8)
    #expect(source.diagnostics.first?.location.column == 3)
    #expect(source.lexemes.last == Lexeme(.identifier, "b"))
  }
}
