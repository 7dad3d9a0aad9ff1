/// A finding as a rule reports it: the token it is at, the rule and the message. ``FileLinter``
/// turns it into a ``EmptyStateLinter.Finding`` once suppressions are applied.
struct RuleFinding: Hashable, Sendable {
  /// The code token the finding is reported at.
  var token: Int
  /// The rule.
  var rule: EmptyStateLinter.Rule
  /// What is wrong and how to fix it.
  var message: String
}
