import EmptyStates

/// An issue the core's copy review (``CopyReview``) finds in the literal copy of an empty state.
struct ReviewedCopy: Hashable, Sendable {
  /// The empty state's name token.
  var token: Int
  /// The issue.
  var issue: CopyIssue

  /// The finding's message: what is wrong, then the review's suggestion.
  var message: String {
    "\(issue.message) \(issue.suggestion)"
  }
}
