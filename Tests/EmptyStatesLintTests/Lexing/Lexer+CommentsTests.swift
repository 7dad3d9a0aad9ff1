import Testing

@testable import EmptyStatesLint

@Suite struct LexerCommentsTests {
  @Test func lineCommentsEndBeforeTheLineBreak() {
    let source = LexedSource("a // ContentUnavailableView(\"x\") .accessibilityLabel(\nb")
    #expect(
      source.lexemes == [
        Lexeme(.identifier, "a"),
        Lexeme(.lineComment, "// ContentUnavailableView(\"x\") .accessibilityLabel("),
        Lexeme(.identifier, "b"),
      ])
    #expect(source.tokens[2].isAtStartOfLine)
  }

  @Test func docCommentsAreTheirOwnKinds() {
    let source = LexedSource("/// doc\n//// not doc\n/** doc */ /**/ /* plain */")
    #expect(
      source.lexemes.map(\.kind) == [
        .docLineComment, .lineComment, .docBlockComment, .blockComment, .blockComment,
      ])
  }

  @Test func suppressionCommentKeepsItsText() {
    let source = LexedSource(
      "// empty-states:disable-next-line fixed-frame-on-empty-state\nContentUnavailableView()")
    #expect(
      source.lexemes.first
        == Lexeme(.lineComment, "// empty-states:disable-next-line fixed-frame-on-empty-state"))
  }

  @Test func nestedBlockCommentIsOneToken() {
    let comment = "/* a /* ContentUnavailableView() */ still a comment */"
    let source = LexedSource("x \(comment) y")
    #expect(
      source.lexemes == [
        Lexeme(.identifier, "x"), Lexeme(.blockComment, comment), Lexeme(.identifier, "y"),
      ])
  }

  @Test func blockCommentSpanningLinesMovesTheNextTokensLine() {
    let source = LexedSource("/*\n\n*/ x")
    #expect(source.tokens[1].range.start == SourceLocation(offset: 7, line: 3, column: 4))
    #expect(source.tokens[1].isAtStartOfLine == false)
    #expect(source.tokens[1].hasLeadingTrivia)
  }

  @Test func commentCountsAsTriviaForTheTokenAfterIt() {
    let source = LexedSource("a/* c */b")
    #expect(source.lexemes.map(\.kind) == [.identifier, .blockComment, .identifier])
    #expect(source.tokens.map(\.hasLeadingTrivia) == [true, false, true])
  }

  @Test func unterminatedBlockCommentRunsToTheEndAndIsReportedAtItsStart() {
    let source = LexedSource("x\n  /* a /* b */ c")
    #expect(
      source.lexemes == [Lexeme(.identifier, "x"), Lexeme(.blockComment, "/* a /* b */ c")])
    #expect(
      source.diagnostics == [
        LexerDiagnostic(
          problem: .unterminatedBlockComment,
          location: SourceLocation(offset: 4, line: 2, column: 3))
      ])
  }

  @Test func tenThousandNestedBlockCommentsAreOneToken() {
    let comment =
      String(repeating: "/* ", count: 10_000) + String(repeating: " */", count: 10_000)
    let source = LexedSource(comment + " y")
    #expect(source.lexemes == [Lexeme(.blockComment, comment), Lexeme(.identifier, "y")])
    #expect(source.diagnostics.isEmpty)
  }
}
