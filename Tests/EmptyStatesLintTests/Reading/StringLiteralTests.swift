import Testing

@testable import EmptyStatesLint

@Suite struct StringLiteralTests {
  @Test func delimitersEscapesAndInterpolations() {
    #expect(StringLiteral.text(of: #""No Items""#) == "No Items")
    #expect(StringLiteral.text(of: #""No \"Mail\"""#) == "No \"Mail\"")
    #expect(
      StringLiteral.text(of: #""No results for \(query.map { "\($0)" })""#) == "No results for …")
    #expect(StringLiteral.text(of: ##"#"Raw \(not) \#(yes)"#"##) == "Raw \\(not) …")
    #expect(StringLiteral.text(of: "\"\"\"\n  Loading\n  photos\n  \"\"\"") == "Loading photos")
    #expect(StringLiteral.text(of: #""caf\u{E9}""#) == "café")
    #expect(StringLiteral.text(of: "title") == nil)
  }
}
