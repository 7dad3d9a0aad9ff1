/// A finding as a rule reports it: where it is, the rule and the message. ``FileLinter`` turns
/// it into a ``EmptyStateLinter/Finding`` once suppressions are applied.
struct RuleFinding: Hashable, Sendable {
  /// Where a finding is reported.
  enum Place: Hashable, Sendable {
    /// At the code token with this index in the file's outline.
    case token(Int)
    /// At a comment, which the outline's code tokens leave out (a suppression comment).
    case comment(SourceLocation)
  }

  /// Where the finding is.
  var place: Place
  /// The rule.
  var rule: EmptyStateLinter.Rule
  /// What is wrong and how to fix it.
  var message: String

  /// A finding at the code token `token`.
  init(token: Int, rule: EmptyStateLinter.Rule, message: String) {
    self.init(place: .token(token), rule: rule, message: message)
  }

  /// A finding at the comment that starts at `comment`.
  init(comment: SourceLocation, rule: EmptyStateLinter.Rule, message: String) {
    self.init(place: .comment(comment), rule: rule, message: message)
  }

  /// A finding at `place`.
  init(place: Place, rule: EmptyStateLinter.Rule, message: String) {
    self.place = place
    self.rule = rule
    self.message = message
  }

  /// The code token the finding is at; `nil` for one at a comment.
  var token: Int? {
    guard case .token(let token) = place else { return nil }
    return token
  }
}
