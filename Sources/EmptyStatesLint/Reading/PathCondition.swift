/// A condition that holds, or fails, wherever a token is reached: the `if` around it, the
/// earlier branches of its `else if` chain, a `guard` before it, a ternary, a `switch` case.
struct PathCondition: Hashable, Sendable {
  /// Where the condition comes from.
  enum Kind: Hashable, Sendable {
    case `if`, `guard`, ternary, earlyExit
    /// A `switch` case; ``PathCondition/tokens`` is its pattern.
    case switchCase
    /// The value a `switch` switches on.
    case switchSubject
  }

  /// What kind of condition it is.
  var kind: Kind
  /// The condition's tokens (for a `switch` case, its pattern).
  var tokens: Range<Int>
  /// Whether the condition holds on the path (`true`) or fails (`false`: an `else` branch).
  var holds: Bool
}
