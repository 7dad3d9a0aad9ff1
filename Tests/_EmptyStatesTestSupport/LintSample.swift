/// Source text that the linter's tests lint.
public enum LintSample {
  /// A line that gives exactly one `invalid-suppression` finding, at its column 1, whichever
  /// other rules exist: a suppression comment naming no rule.
  public static let invalidSuppression = "// empty-states:disable-next-line no-such-rule\n"
}
