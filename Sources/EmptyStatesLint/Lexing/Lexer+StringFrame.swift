extension Lexer {
  /// One level of a string literal being scanned: a string, or an interpolation inside one.
  struct StringFrame {
    /// Whether this level is string text (else the code of an interpolation).
    var isString: Bool
    /// The string's `#` count.
    var poundCount = 0
    /// Whether the string is `"""`-delimited.
    var isMultiline = false
    /// Where the string's opening delimiter starts.
    var start = 0
    /// The interpolation's open parentheses, its own `(` included.
    var parenDepth = 0
  }
}
