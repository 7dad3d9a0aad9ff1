/// One fact a condition states: a part of it between `&&`s or commas, with whether it is
/// negated on the path (`!x`, or `x` in an `else` branch).
struct Conjunct: Hashable, Sendable {
  /// The fact's tokens, without a leading `!` or wrapping parentheses.
  var tokens: Range<Int>
  /// Whether the fact is false on the path.
  var negated: Bool
}
