import Testing

@testable import EmptyStatesLint

@Suite struct LexerNumbersTests {
  @Test(arguments: ["0", "42", "1_000_000", "0xFF", "0x_dead_BEEF", "0b1010_0101", "0o17"])
  func integers(literal: String) {
    #expect(LexedSource("x = \(literal);").lexemes[2] == Lexeme(.integerLiteral, literal))
  }

  @Test(arguments: ["3.14", "1e10", "1.5e-3", "2E+8", "1_000.000_1", "0x1p4", "0x1.8p-1"])
  func floats(literal: String) {
    #expect(LexedSource("x = \(literal);").lexemes[2] == Lexeme(.floatLiteral, literal))
  }

  @Test func tupleIndexesAreIntegersSplitByPeriods() {
    #expect(
      LexedSource("t.0.1").lexemes == [
        Lexeme(.identifier, "t"), Lexeme(.period, "."), Lexeme(.integerLiteral, "0"),
        Lexeme(.period, "."), Lexeme(.integerLiteral, "1"),
      ])
  }

  @Test func memberAccessOnAnIntegerIsNotAFraction() {
    #expect(
      LexedSource("0xFF.description 1.words").lexemes == [
        Lexeme(.integerLiteral, "0xFF"), Lexeme(.period, "."), Lexeme(.identifier, "description"),
        Lexeme(.integerLiteral, "1"), Lexeme(.period, "."), Lexeme(.identifier, "words"),
      ])
  }

  @Test func rangesBetweenIntegers() {
    #expect(
      LexedSource("0..<10 1...2").lexemes == [
        Lexeme(.integerLiteral, "0"), Lexeme(.operator, "..<"), Lexeme(.integerLiteral, "10"),
        Lexeme(.integerLiteral, "1"), Lexeme(.operator, "..."), Lexeme(.integerLiteral, "2"),
      ])
  }

  @Test func lettersAfterANumberStayInItsToken() {
    #expect(LexedSource("12abc").lexemes == [Lexeme(.integerLiteral, "12abc")])
  }
}
