/// Something wrong in the source that the lexer recovered from.
struct LexerDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  enum Problem: Hashable, Sendable {
    /// A string literal with no closing delimiter before its line (single-line) or the file
    /// (multi-line) ends.
    case unterminatedString
    /// A `/*` comment with no matching `*/`.
    case unterminatedBlockComment
    /// A `#/` regex literal with no closing `/#`.
    case unterminatedRegex
    /// A `` ` `` with no closing backtick on its line.
    case unterminatedBacktick
    /// Bytes that are not UTF-8; their text decodes as U+FFFD.
    case invalidUTF8
    /// A NUL byte, treated as white space.
    case nulByte
    /// A byte that starts no Swift token.
    case unexpectedCharacter
  }

  /// What went wrong.
  var problem: Problem
  /// Where: the opening delimiter of an unterminated literal or comment, else the bad byte.
  var location: SourceLocation

  var description: String {
    let message =
      switch problem {
      case .unterminatedString: "unterminated string literal"
      case .unterminatedBlockComment: "unterminated '/*' comment"
      case .unterminatedRegex: "unterminated regex literal"
      case .unterminatedBacktick: "unterminated '`' identifier"
      case .invalidUTF8: "invalid UTF-8"
      case .nulByte: "NUL byte"
      case .unexpectedCharacter: "unexpected character"
      }
    return "\(location.line):\(location.column): \(message)"
  }
}
