import Testing

@testable import EmptyStatesLint

@Suite struct LexerOperatorsTests {
  @Test func optionalChainingIsAPostfixQuestionMarkThenAPeriod() {
    #expect(
      LexedSource("model?.rows!.first").lexemes == [
        Lexeme(.identifier, "model"), Lexeme(.operator, "?"), Lexeme(.period, "."),
        Lexeme(.identifier, "rows"), Lexeme(.operator, "!"), Lexeme(.period, "."),
        Lexeme(.identifier, "first"),
      ])
  }

  @Test(arguments: [
    ("a ?? b", "??"), ("a != b", "!="), ("a == b", "=="), ("f() -> T", "->"),
    ("a <*> b", "<*>"), ("x += 1", "+="), ("a ... b", "..."), ("a..<b", "..<"),
    ("a &+ b", "&+"), ("c ? a : b", "?"), ("!flag", "!"),
  ])
  func operatorRunsAreOneToken(source: String, expected: String) {
    #expect(
      LexedSource(source).lexemes.filter { $0.kind == .operator } == [Lexeme(.operator, expected)])
  }

  @Test func boundQuestionAndExclamationMarksArePostfixOperatorsOfTheirOwn() {
    #expect(
      LexedSource("first!+1 a!=b x?<y").lexemes.filter { $0.kind == .operator } == [
        Lexeme(.operator, "!"), Lexeme(.operator, "+"), Lexeme(.operator, "!"),
        Lexeme(.operator, "="), Lexeme(.operator, "?"), Lexeme(.operator, "<"),
      ])
  }

  @Test func operatorStopsBeforeAComment() {
    #expect(
      LexedSource("a+/*c*/b-// d").lexemes == [
        Lexeme(.identifier, "a"), Lexeme(.operator, "+"), Lexeme(.blockComment, "/*c*/"),
        Lexeme(.identifier, "b"), Lexeme(.operator, "-"), Lexeme(.lineComment, "// d"),
      ])
  }

  @Test func inoutAmpersandAndPrefixMinus() {
    #expect(
      LexedSource("f(&x, -1)").lexemes.map(\.kind) == [
        .identifier, .leftParen, .operator, .identifier, .comma, .operator, .integerLiteral,
        .rightParen,
      ])
  }
}
