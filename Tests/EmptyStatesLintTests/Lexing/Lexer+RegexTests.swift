import Testing

@testable import EmptyStatesLint

@Suite struct LexerRegexTests {
  @Test(arguments: [
    ("let r = /ContentUnavailableView\\(/", "/ContentUnavailableView\\(/"),
    ("f(/a+/)", "/a+/"),
    ("[x, /b\\/c/]", "/b\\/c/"),
    ("return /\\d+ (x)/", "/\\d+ (x)/"),
    ("case /a/:", "/a/"),
    ("x = y ?? /z/", "/z/"),
    ("{ /[a-z]/ }", "/[a-z]/"),
  ])
  func slashAfterAnOperatorOrOpenerStartsARegex(source: String, regex: String) {
    let lexed = LexedSource(source)
    let regexes = lexed.lexemes.filter { $0.kind == .regexLiteral }
    #expect(regexes == [Lexeme(.regexLiteral, regex)])
    #expect(
      !lexed.lexemes.contains {
        $0.text.contains("ContentUnavailableView") && $0.kind == .identifier
      })
  }

  @Test func commentsBetweenDoNotChangeWhatASlashMeans() {
    #expect(LexedSource("let r = /* c */ /a/").lexemes[4] == Lexeme(.regexLiteral, "/a/"))
    #expect(LexedSource("x /* c */ /a/ 2").lexemes[2] == Lexeme(.operator, "/"))
  }

  @Test func regexAtTheStartOfALine() {
    let source = LexedSource("foo()\n/ab/.firstMatch")
    #expect(source.lexemes[3] == Lexeme(.regexLiteral, "/ab/"))
  }

  @Test(arguments: [
    "a / b / c",
    "x/y/z",
    "total /2/ 1",
    "rows.count/2",
    "f(a)/g(b)/c",
    "items[0]/2/3",
    "self/x/y",
    "1/2/3",
  ])
  func slashAfterAValueDivides(source: String) {
    let lexed = LexedSource(source)
    #expect(!lexed.lexemes.contains { $0.kind == .regexLiteral })
    #expect(lexed.lexemes.filter { $0 == Lexeme(.operator, "/") }.count >= 1)
  }

  @Test(arguments: [
    "let x = / a/",
    "let x = /a /",
    "reduce(1, /)",
    "f(/a), b/)",
    "let x = /abc",
    "let x = /a\\\nb/",
  ])
  func slashThatCannotOpenARegexIsAnOperator(source: String) {
    let lexed = LexedSource(source)
    #expect(!lexed.lexemes.contains { $0.kind == .regexLiteral })
    #expect(lexed.lexemes.contains { $0 == Lexeme(.operator, "/") })
    #expect(lexed.diagnostics.isEmpty)
  }

  @Test func extendedRegexMayHoldSlashesAndSpaces() {
    let source = LexedSource("a(#/ b/c /#, ##/ \"/# /##) x")
    #expect(
      source.lexemes == [
        Lexeme(.identifier, "a"), Lexeme(.leftParen, "("), Lexeme(.regexLiteral, "#/ b/c /#"),
        Lexeme(.comma, ","), Lexeme(.regexLiteral, "##/ \"/# /##"), Lexeme(.rightParen, ")"),
        Lexeme(.identifier, "x"),
      ])
  }

  @Test func multilineExtendedRegexSpansLines() {
    let regex = "#/\n  (?<name> \\w+ ) # a comment\n  /#"
    let source = LexedSource("let r = \(regex)\nx")
    #expect(source.lexemes[3] == Lexeme(.regexLiteral, regex))
    #expect(source.tokens[4].range.start.line == 4)
  }

  @Test func unterminatedExtendedRegexEndsAtItsLine() {
    let source = LexedSource("let r = #/abc\nx")
    #expect(source.lexemes[3] == Lexeme(.regexLiteral, "#/abc"))
    #expect(source.lexemes[4] == Lexeme(.identifier, "x"))
    #expect(
      source.diagnostics == [
        LexerDiagnostic(
          problem: .unterminatedRegex, location: SourceLocation(offset: 8, line: 1, column: 9))
      ])
  }
}
