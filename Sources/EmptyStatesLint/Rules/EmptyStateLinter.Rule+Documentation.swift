extension EmptyStateLinter.Rule {
  /// What a rule finds, why it matters, and how to fix it: the one text that `lint --help`,
  /// SARIF rule metadata and the documentation read.
  public struct Documentation: Hashable, Sendable {
    /// What the rule finds, in one line.
    public var summary: String
    /// Why it matters to the people using the app.
    public var rationale: String
    /// Swift that the rule reports.
    public var badExample: String
    /// The same code, fixed.
    public var goodExample: String
    /// What to change, in one or two sentences.
    public var fix: String
  }

  /// This rule's documentation: why it matters, a bad and a good example, and the fix.
  public var documentation: Documentation {
    LintRules.rule(for: self).documentation
  }
}
