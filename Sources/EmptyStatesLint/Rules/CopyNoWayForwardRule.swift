import EmptyStates

/// `copy-no-way-forward`: an error state with no action, as the core's copy review (``CopyReview``)
/// finds it in the empty states with a literal title. The check is the review's; ``CopyReviewRule``
/// reports its `.noWayForward` issues.
struct CopyNoWayForwardRule: CopyReviewRule {
  var id: EmptyStateLinter.Rule { .copyNoWayForward }

  var documentation: Documentation {
    Documentation(
      summary: "An error state with no action.",
      rationale: "A failure with no button is a dead end: people cannot retry or leave.",
      badExample: """
        ContentUnavailableView("Couldn't Load Notes", systemImage: "wifi.slash")
        """,
      goodExample: """
        ContentUnavailableView {
          Label("Couldn't Load Notes", systemImage: "wifi.slash")
        } actions: {
          Button("Try Again") { Task { await model.reload() } }
        }
        """,
      fix: "Add an action in actions: (Try Again, Go Back, Open Settings).")
  }

  var issue: CopyIssue.Rule { .noWayForward }
}
