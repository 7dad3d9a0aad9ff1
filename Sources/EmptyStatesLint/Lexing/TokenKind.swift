/// What a token is.
///
/// Trivia (spaces, tabs, line breaks) makes no token: each ``Token`` says instead whether
/// trivia precedes it and whether it is the first on its line. Comments are tokens, because the
/// linter reads suppression comments.
enum TokenKind: Hashable, Sendable {
  /// A name: `foo`, `$0`, `_x`, a backtick-quoted `` `default` ``, or a contextual keyword such as
  /// `some`, `async` or `get`, which the reader interprets by position.
  case identifier
  /// A reserved word (``Keyword``), such as `func`, `if`, `return`, `self` or `_`.
  case keyword
  /// `42`, `0xFF`, `0b1010`, `1_000`.
  case integerLiteral
  /// `3.14`, `1e-9`, `0x1p4`.
  case floatLiteral
  /// A whole string literal, interpolations included: `"…"`, `"""…"""`, `#"…"#`, `##"""…"""##`.
  case stringLiteral
  /// A whole regex literal: `/…/` or `#/…/#`.
  case regexLiteral
  /// An operator: `+`, `==`, `...`, `..<`, `->`, `=`, `&`, a custom `<*>`; a postfix `?` or `!`
  /// bound to the token before it (so `a?.b` is `a`, `?`, `.`, `b`).
  case `operator`
  /// `(`
  case leftParen
  /// `)`
  case rightParen
  /// `{`
  case leftBrace
  /// `}`
  case rightBrace
  /// `[`
  case leftBracket
  /// `]`
  case rightBracket
  /// `,`
  case comma
  /// `:`
  case colon
  /// `;`
  case semicolon
  /// `.` (member access; `...` and `..<` are operators)
  case period
  /// `@`
  case atSign
  /// A `#` that starts nothing longer.
  case pound
  /// `\`, as in the key path `\.name`.
  case backslash
  /// `#if`, `#elseif`, `#else` or `#endif`.
  case conditionalDirective
  /// Any other `#` word: `#available`, `#unavailable`, `#selector`, `#Preview`, a macro.
  case poundKeyword
  /// `// …` and `//// …`, up to the line break (not included).
  case lineComment
  /// `/// …`, up to the line break (not included).
  case docLineComment
  /// `/* … */`, nested ones included.
  case blockComment
  /// `/** … */`.
  case docBlockComment
  /// A byte that starts no Swift token; the lexer also reports it as a diagnostic.
  case unknown

  /// Whether the token is a comment of any kind.
  var isComment: Bool {
    switch self {
    case .lineComment, .docLineComment, .blockComment, .docBlockComment: true
    default: false
    }
  }
}
