import Testing

@testable import EmptyStatesLint

@Suite struct KeywordTests {
  @Test(arguments: ["func", "associatedtype", "precedencegroup", "_", "Self", "fallthrough"])
  func reservedWordsAreKeywords(word: String) {
    #expect(LexedSource(word).lexemes == [Lexeme(.keyword, word)])
  }

  @Test(arguments: ["funcs", "fun", "some", "async", "Selfie", "associatedtypes", "IF"])
  func otherWordsAreIdentifiers(word: String) {
    #expect(LexedSource(word).lexemes == [Lexeme(.identifier, word)])
  }

  @Test func valueKeywordsAreKeywords() {
    #expect(!Keyword.values.isEmpty)
    #expect(Keyword.values.isSubset(of: Set(Keyword.all)))
  }
}
