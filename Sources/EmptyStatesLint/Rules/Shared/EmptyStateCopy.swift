/// What an empty state's call says in its source: its literal title and description, its
/// symbol, and whether it has actions.
struct EmptyStateCopy: Hashable, Sendable {
  /// The title's tokens (a literal, a variable, `String(…)`), if found.
  var title: Range<Int>?
  /// The description's tokens: the argument of its `Text(…)`, if found.
  var description: Range<Int>?
  /// The SF Symbol's name, when written as a literal.
  var symbol: String?
  /// Whether the call has an `actions:` closure or argument.
  var hasActions: Bool
}
