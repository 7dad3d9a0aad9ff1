import Testing

@testable import EmptyStatesLint

@Suite struct StringLiteralWordsTests {
  @Test(arguments: [
    ("\"No Notes\"", true),
    ("\"No %@\"", true),
    ("\"%d Left\"", true),
    ("\"%lld\"", false),
    ("\"%1$@ – %2$@\"", false),
    ("\"\\(count)\"", false),
    ("\"#\\(code)\"", false),
    ("\"\"", false),
    ("#\"Raw \\#(name)\"#", true),
  ])
  func wordsAreLettersOutsideInterpolationsAndFormatSpecifiers(source: String, expected: Bool) {
    #expect(StringLiteral.hasWords(source) == expected)
  }
}
