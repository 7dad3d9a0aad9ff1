import Testing

@testable import EmptyStatesLint

@Suite struct LexerStringsTests {
  @Test(arguments: [
    #""plain""#,
    #""escaped \" quote and \\ backslash and \u{1F600}""#,
    #""ContentUnavailableView(\"No Rows\")""#,
    #"".accessibilityLabel(""#,
    #""a \(rows.count) b""#,
    #""nested \(f("x", (1 + (2)))) parentheses""#,
    #""a string \("in an interpolation \("in another") of it") ends""#,
    #""a paren in a nested string \(")") is text""#,
    ##"#"raw "quotes" and \(notInterpolated) and \n"#"##,
    ##"#"raw \#(interpolated("x")) \#n"#"##,
    ###"##"two pounds: "# does not close"##"###,
    ##""\(#"raw "inside" an interpolation"#)""##,
    #""a \(b /* " ) */ + c) d""#,
  ])
  func singleLineLiteralIsOneToken(literal: String) {
    let source = LexedSource("let s = \(literal); x")
    #expect(
      source.lexemes == [
        Lexeme(.keyword, "let"), Lexeme(.identifier, "s"), Lexeme(.operator, "="),
        Lexeme(.stringLiteral, literal), Lexeme(.semicolon, ";"), Lexeme(.identifier, "x"),
      ])
    #expect(source.diagnostics.isEmpty)
  }

  @Test func multilineLiteralIsOneTokenAndLinesAfterItCount() {
    let literal = #"""
      """
        ContentUnavailableView("a") \"""
        .accessibilityLabel("b") \(f("""
          nested
          """))
        """
      """#
    let source = LexedSource("let s = \(literal)\n  x")
    #expect(
      source.lexemes == [
        Lexeme(.keyword, "let"), Lexeme(.identifier, "s"), Lexeme(.operator, "="),
        Lexeme(.stringLiteral, literal), Lexeme(.identifier, "x"),
      ])
    #expect(source.tokens[4].range.start == SourceLocation(offset: 111, line: 7, column: 3))
    #expect(source.tokens[3].range.end.line == 6)
    #expect(source.diagnostics.isEmpty)
  }

  @Test func rawMultilineLiteralClosesOnlyWithItsPounds() {
    let literal = ##"""
      #"""
      a """ does not close, nor \(does) this
      """#
      """##
    let source = LexedSource(literal + " x")
    #expect(source.lexemes == [Lexeme(.stringLiteral, literal), Lexeme(.identifier, "x")])
  }

  @Test func multilineInterpolationMayHoldCommentsAndLineBreaks() {
    let literal = "\"\"\"\n\\(a /* ) */ +\n  b // )\n)\n\"\"\""
    let source = LexedSource(literal + " x")
    #expect(source.lexemes == [Lexeme(.stringLiteral, literal), Lexeme(.identifier, "x")])
    #expect(source.diagnostics.isEmpty)
  }

  @Test func unterminatedSingleLineLiteralEndsAtItsLine() {
    let source = LexedSource("let s = \"abc \\(x)\nlet t = 1")
    #expect(
      source.lexemes == [
        Lexeme(.keyword, "let"), Lexeme(.identifier, "s"), Lexeme(.operator, "="),
        Lexeme(.stringLiteral, "\"abc \\(x)"), Lexeme(.keyword, "let"),
        Lexeme(.identifier, "t"), Lexeme(.operator, "="), Lexeme(.integerLiteral, "1"),
      ])
    #expect(
      source.diagnostics == [
        LexerDiagnostic(
          problem: .unterminatedString, location: SourceLocation(offset: 8, line: 1, column: 9))
      ])
    #expect(source.tokens[4].range.start.line == 2)
  }

  @Test func unterminatedInterpolationEndsAtItsLine() {
    let source = LexedSource("f(\"a \\(g(\"b\")\nx")
    #expect(source.lexemes.map(\.kind) == [.identifier, .leftParen, .stringLiteral, .identifier])
    #expect(source.diagnostics.map(\.problem) == [.unterminatedString])
    #expect(source.diagnostics.first?.location.column == 3)
  }

  @Test func escapedLineBreakDoesNotContinueASingleLineLiteral() {
    let source = LexedSource("\"a\\\nb\"")
    #expect(source.lexemes.first == Lexeme(.stringLiteral, "\"a\\"))
    #expect(source.diagnostics.map(\.problem).first == .unterminatedString)
  }

  @Test func unterminatedMultilineLiteralRunsToTheEnd() {
    let source = LexedSource("x\n\"\"\"\nContentUnavailableView()\n")
    #expect(
      source.lexemes == [
        Lexeme(.identifier, "x"),
        Lexeme(.stringLiteral, "\"\"\"\nContentUnavailableView()\n"),
      ])
    #expect(
      source.diagnostics == [
        LexerDiagnostic(
          problem: .unterminatedString, location: SourceLocation(offset: 2, line: 2, column: 1))
      ])
  }

  @Test func unterminatedRawLiteralEndsAtItsLine() {
    let source = LexedSource("#\"abc\"\nx")
    #expect(source.lexemes == [Lexeme(.stringLiteral, "#\"abc\""), Lexeme(.identifier, "x")])
    #expect(source.diagnostics.map(\.location.line) == [1])
  }

  @Test func singleLineStringInAMultilineInterpolationIsReportedAtItsQuote() {
    let source = LexedSource("\"\"\"\n\\(f(\"a\n))\n\"\"\" x")
    #expect(source.lexemes.map(\.kind) == [.stringLiteral, .identifier])
    #expect(
      source.diagnostics == [
        LexerDiagnostic(
          problem: .unterminatedString, location: SourceLocation(offset: 8, line: 2, column: 5))
      ])
  }

  @Test func tenThousandNestedInterpolationsAreOneToken() {
    let depth = 10_000
    let literal =
      String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
    let source = LexedSource(literal + " y")
    #expect(source.lexemes == [Lexeme(.stringLiteral, literal), Lexeme(.identifier, "y")])
    #expect(source.diagnostics.isEmpty)
  }

  @Test func tenThousandUnclosedInterpolationsAreOneDiagnostic() {
    let source = LexedSource(String(repeating: #""\("#, count: 10_000) + "\ny")
    #expect(source.lexemes.map(\.kind) == [.stringLiteral, .identifier])
    #expect(
      source.diagnostics == [
        LexerDiagnostic(
          problem: .unterminatedString, location: SourceLocation(offset: 0, line: 1, column: 1))
      ])
  }
}
