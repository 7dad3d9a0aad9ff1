import EmptyStates

/// `copy-title-too-long`: a literal title of more than five words, as the core's copy review
/// (``CopyReview``) finds it in the empty states with a literal title. The check is the review's;
/// ``CopyReviewRule`` reports its `.titleTooLong` issues.
struct CopyTitleTooLongRule: CopyReviewRule {
  var id: EmptyStateLinter.Rule { .copyTitleTooLong }

  var documentation: Documentation {
    Documentation(
      summary: "A literal title of more than five words.",
      rationale: "A title is read at a glance; long titles wrap and bury what matters.",
      badExample: """
        ContentUnavailableView("You do not have any notes saved yet", systemImage: "note")
        """,
      goodExample: """
        ContentUnavailableView(
          "No Notes", systemImage: "note",
          description: Text("Notes you save will appear here."))
        """,
      fix: "Keep the title to a few words and move the rest to the description.")
  }

  var issue: CopyIssue.Rule { .titleTooLong }
}
