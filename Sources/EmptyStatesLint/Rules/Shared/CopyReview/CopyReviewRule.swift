import EmptyStates

/// A rule that reports one kind of issue of the core's copy review (``CopyReview``), on the
/// empty states with a literal title: the review runs once per file (``LintContext/reviewedCopy``)
/// and each rule takes its own issues.
protocol CopyReviewRule: LintRule {
  /// The copy review's rule whose issues this rule reports.
  var issue: CopyIssue.Rule { get }
}

extension CopyReviewRule {
  func findings(in context: LintContext, build: BuildSettings) -> [RuleFinding] {
    context.reviewedCopy.filter { $0.issue.rule == issue }.map {
      RuleFinding(token: $0.token, rule: id, message: $0.message)
    }
  }
}
