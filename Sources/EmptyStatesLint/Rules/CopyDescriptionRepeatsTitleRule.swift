import EmptyStates

/// `copy-description-repeats-title`: a literal description that repeats the title, as the core's
/// copy review (``CopyReview``) finds it in the empty states with a literal title. The check is the
/// review's; ``CopyReviewRule`` reports its `.descriptionRepeatsTitle` issues.
struct CopyDescriptionRepeatsTitleRule: CopyReviewRule {
  var id: EmptyStateLinter.Rule { .copyDescriptionRepeatsTitle }

  var documentation: Documentation {
    Documentation(
      summary: "A literal description that repeats the title.",
      rationale: "Repeating the title wastes the one line that could explain or guide.",
      badExample: """
        ContentUnavailableView(
          "No Notes", systemImage: "note", description: Text("No notes"))
        """,
      goodExample: """
        ContentUnavailableView(
          "No Notes", systemImage: "note",
          description: Text("Notes you save will appear here."))
        """,
      fix: "Say what will appear here or what to do next.")
  }

  var issue: CopyIssue.Rule { .descriptionRepeatsTitle }
}
