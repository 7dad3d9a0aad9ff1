import EmptyStates

/// `copy-raw-error-text`: system error text in a literal title or description, as the core's copy
/// review (``CopyReview``) finds it in the empty states with a literal title. The check is the
/// review's; ``CopyReviewRule`` reports its `.rawErrorText` issues.
struct CopyRawErrorTextRule: CopyReviewRule {
  var id: EmptyStateLinter.Rule { .copyRawErrorText }

  var documentation: Documentation {
    Documentation(
      summary: "System error text in a literal title or description.",
      rationale:
        "Text such as \"Error Domain=…\" or \"The operation couldn't be completed\" is "
        + "written for developers; people cannot act on it.",
      badExample: """
        ContentUnavailableView(
          "Couldn't Load", systemImage: "wifi.slash",
          description: Text("The operation couldn't be completed."))
        """,
      goodExample: """
        ContentUnavailableView(
          "You're Offline", systemImage: "wifi.slash",
          description: Text("Check your connection and try again."))
        """,
      fix: "Say what happened in plain words and what people can do about it.")
  }

  var issue: CopyIssue.Rule { .rawErrorText }
}
