import Testing

@testable import EmptyStatesLint

@Suite struct LexerTests {
  @Test func namesKeywordsAndPunctuation() {
    let source = LexedSource("@State private var rows: [Row] = []; f(a, b.c)")
    #expect(
      source.lexemes == [
        Lexeme(.atSign, "@"), Lexeme(.identifier, "State"), Lexeme(.keyword, "private"),
        Lexeme(.keyword, "var"), Lexeme(.identifier, "rows"), Lexeme(.colon, ":"),
        Lexeme(.leftBracket, "["), Lexeme(.identifier, "Row"), Lexeme(.rightBracket, "]"),
        Lexeme(.operator, "="), Lexeme(.leftBracket, "["), Lexeme(.rightBracket, "]"),
        Lexeme(.semicolon, ";"), Lexeme(.identifier, "f"), Lexeme(.leftParen, "("),
        Lexeme(.identifier, "a"), Lexeme(.comma, ","), Lexeme(.identifier, "b"),
        Lexeme(.period, "."), Lexeme(.identifier, "c"), Lexeme(.rightParen, ")"),
      ])
  }

  @Test func contextualKeywordsAndDollarNamesAreIdentifiers() {
    let source = LexedSource("some View async get $0 $rows _ self Self")
    #expect(
      source.lexemes.map(\.kind) == [
        .identifier, .identifier, .identifier, .identifier, .identifier, .identifier, .keyword,
        .keyword, .keyword,
      ])
  }

  @Test func backtickNamesAreOneIdentifier() {
    let source = LexedSource("case `default`, `ContentUnavailableView test`")
    #expect(
      source.lexemes == [
        Lexeme(.keyword, "case"), Lexeme(.identifier, "`default`"), Lexeme(.comma, ","),
        Lexeme(.identifier, "`ContentUnavailableView test`"),
      ])
  }

  @Test func unterminatedBacktickIsReportedAndLexingGoesOn() {
    let source = LexedSource("a `b\nc")
    #expect(
      source.lexemes == [
        Lexeme(.identifier, "a"), Lexeme(.unknown, "`b"), Lexeme(.identifier, "c"),
      ])
    #expect(
      source.diagnostics == [
        LexerDiagnostic(
          problem: .unterminatedBacktick, location: SourceLocation(offset: 2, line: 1, column: 3))
      ])
  }

  @Test func conditionalCompilationDirectivesAreTheirOwnKind() {
    let source = LexedSource("#if os(iOS)\nA()\n#elseif DEBUG\nB()\n#else\nC()\n#endif")
    let directives = source.tokens.filter { $0.kind == .conditionalDirective }
    #expect(directives.map { source.text(of: $0) } == ["#if", "#elseif", "#else", "#endif"])
    #expect(directives.map(\.range.start.line) == [1, 3, 5, 7])
  }

  @Test func otherPoundWordsArePoundKeywords() {
    let source = LexedSource("if #available(iOS 17, *) {} #Preview #selector #unavailable #")
    #expect(
      source.lexemes == [
        Lexeme(.keyword, "if"), Lexeme(.poundKeyword, "#available"), Lexeme(.leftParen, "("),
        Lexeme(.identifier, "iOS"), Lexeme(.integerLiteral, "17"), Lexeme(.comma, ","),
        Lexeme(.operator, "*"), Lexeme(.rightParen, ")"), Lexeme(.leftBrace, "{"),
        Lexeme(.rightBrace, "}"), Lexeme(.poundKeyword, "#Preview"),
        Lexeme(.poundKeyword, "#selector"), Lexeme(.poundKeyword, "#unavailable"),
        Lexeme(.pound, "#"),
      ])
  }

  @Test func keyPathBackslashIsPunctuation() {
    let source = LexedSource(#"rows.map(\.title)"#)
    #expect(
      source.lexemes.map(\.kind) == [
        .identifier, .period, .identifier, .leftParen, .backslash, .period, .identifier,
        .rightParen,
      ])
  }

  @Test func triviaAndLineStartsAreRecorded() throws {
    let source = LexedSource("a.b c\n  d")
    let flags = source.tokens.map { [$0.hasLeadingTrivia, $0.isAtStartOfLine] }
    #expect(
      flags == [[true, true], [false, false], [false, false], [true, false], [true, true]])
  }

  @Test func shebangLineIsAComment() {
    let source = LexedSource("#!/usr/bin/env swift\nprint(1)")
    #expect(source.lexemes.first == Lexeme(.lineComment, "#!/usr/bin/env swift"))
    #expect(source.lexemes.count == 5)
  }

  @Test func tokenRangesCarryOffsetLineAndColumn() {
    let source = LexedSource("let a = 1\n  foo(\"é\", x)")
    let ranges = source.tokens.map(\.range)
    // `foo` starts line 2 after two spaces.
    #expect(
      ranges[4]
        == SourceRange(
          start: SourceLocation(offset: 12, line: 2, column: 3),
          end: SourceLocation(offset: 15, line: 2, column: 6)))
    // Columns count UTF-8 bytes: `"é"` takes columns 7 to 10, so `x` is at column 13.
    #expect(source.text(of: source.tokens[8]) == "x")
    #expect(source.tokens[8].range.start == SourceLocation(offset: 22, line: 2, column: 13))
  }

  @Test func unexpectedBytesAreUnknownTokensWithDiagnostics() {
    let source = LexedSource("a 'b' \u{1}c")
    #expect(
      source.lexemes == [
        Lexeme(.identifier, "a"), Lexeme(.unknown, "'"), Lexeme(.identifier, "b"),
        Lexeme(.unknown, "'"), Lexeme(.unknown, "\u{1}"), Lexeme(.identifier, "c"),
      ])
    #expect(source.diagnostics.map(\.problem) == Array(repeating: .unexpectedCharacter, count: 3))
    #expect(source.diagnostics.map(\.location.column) == [3, 5, 7])
  }

  @Test func nulBytesAreReportedAndSkipped() {
    let source = LexedSource([UInt8(ascii: "a"), 0, UInt8(ascii: "b")])
    #expect(source.lexemes == [Lexeme(.identifier, "a"), Lexeme(.identifier, "b")])
    #expect(
      source.diagnostics == [
        LexerDiagnostic(problem: .nulByte, location: SourceLocation(offset: 1, line: 1, column: 2))
      ])
  }
}
