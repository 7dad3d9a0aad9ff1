/// One token of Swift source: its kind, where it is, and the trivia before it.
///
/// A token stores no text: ``LexedSource/text(of:)`` reads it from the file's bytes on demand.
struct Token: Hashable, Sendable {
  /// What the token is.
  var kind: TokenKind
  /// Where the token is.
  var range: SourceRange
  /// Whether a space, tab, line break or comment comes directly before the token (or it starts
  /// the file).
  var hasLeadingTrivia: Bool
  /// Whether the token is the first on its line.
  var isAtStartOfLine: Bool
}
