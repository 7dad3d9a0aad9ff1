/// The bytes of a token or a diagnostic: from `start` up to, not including, `end`.
struct SourceRange: Hashable, Sendable {
  /// The first byte.
  var start: SourceLocation
  /// The position just after the last byte.
  var end: SourceLocation

  /// The range's byte offsets.
  var offsets: Range<Int> { start.offset..<end.offset }
}
