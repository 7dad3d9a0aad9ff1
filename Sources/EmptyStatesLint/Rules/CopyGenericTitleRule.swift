import EmptyStates

/// `copy-generic-title`: a literal title that says nothing about the screen ("No Data", "Error"),
/// as the core's copy review (``CopyReview``) finds it in the empty states with a literal title.
/// The check is the review's; ``CopyReviewRule`` reports its `.genericTitle` issues.
struct CopyGenericTitleRule: CopyReviewRule {
  var id: EmptyStateLinter.Rule { .copyGenericTitle }

  var documentation: Documentation {
    Documentation(
      summary: "A literal title that says nothing about the screen (\"No Data\", \"Error\").",
      rationale:
        "A generic title reads like an error and does not say what belongs here or what "
        + "went wrong.",
      badExample: """
        ContentUnavailableView("No Data", systemImage: "tray")
        """,
      goodExample: """
        ContentUnavailableView("No Landmarks", systemImage: "mappin")
        """,
      fix: "Name what the screen holds: \"No Landmarks\", \"Couldn't Load Landmarks\".")
  }

  var issue: CopyIssue.Rule { .genericTitle }
}
