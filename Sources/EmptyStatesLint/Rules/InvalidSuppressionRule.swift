/// `invalid-suppression`: an id in a suppression comment (``Suppressions``) that names no rule,
/// reported at the comment. No suppression comment silences it.
struct InvalidSuppressionRule: LintRule {
  var id: EmptyStateLinter.Rule { .invalidSuppression }

  var documentation: Documentation {
    Documentation(
      summary: "A suppression comment naming a rule that does not exist.",
      rationale:
        "A misspelled id silences nothing, so the finding it meant to silence still shows, "
        + "or a later rule is silenced by accident.",
      badExample: """
        // empty-states:disable-next-line empty-state-in-list
        """,
      goodExample: """
        // empty-states:disable-next-line empty-state-in-list-row -- the row is a banner
        """,
      fix: "Use an id that `empty-states lint --help` lists.")
  }

  var isSilenceable: Bool { false }

  func findings(in context: LintContext, build: BuildSettings) -> [RuleFinding] {
    context.suppressions.unknownIDs.map { location, name in
      RuleFinding(
        comment: location, rule: id,
        message: "'\(FileLinter.quoted(name))' names no rule; see --help for the ids")
    }
  }
}
