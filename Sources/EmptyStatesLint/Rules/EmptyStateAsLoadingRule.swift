/// `empty-state-as-loading`: an empty state used as a loading screen. Shown where a load is
/// running (a loading flag on the way, by its name or one the view raises before it waits and
/// lowers after), with a title chosen by a loading flag, as the screen of work it starts when it
/// appears (a pulsing symbol, "Migrating…"), or with copy that says it is loading (the core's
/// copy review, ``CopyReview``).
///
/// What makes a screen a loading one is read in `EmptyStateAsLoading/`, with the types and memo
/// it shares with ``EmptyStateDuringLoadingRule`` in `Shared/Loading/`. That rule leaves these
/// empty states to this one, so the findings are read once per file and kept
/// (``LoadingMemo/loadingScreens``).
struct EmptyStateAsLoadingRule: LintRule {
  var id: EmptyStateLinter.Rule { .emptyStateAsLoading }

  var documentation: Documentation {
    Documentation(
      summary: "An empty state that says it is loading, or is shown while loading.",
      rationale:
        "An empty state tells people there is nothing here; as a spinner it says the wrong "
        + "thing and has no progress for assistive technologies.",
      badExample: """
        if isLoading { ContentUnavailableView("Loading…", systemImage: "hourglass") }
        """,
      goodExample: """
        if isLoading { ProgressView() }
        """,
      fix: "Show a ProgressView while loading, and the empty state only when loading has "
        + "finished with nothing.")
  }

  func findings(in context: LintContext, build: BuildSettings) -> [RuleFinding] {
    if let known = context.loadingMemo.loadingScreens { return known }
    var findings: [RuleFinding] = []
    var reported: Set<Int> = []
    for site in context.allSites {
      if case .wrapper = site.kind { continue }
      guard let reason = Self.reason(site, in: context), reported.insert(site.name).inserted
      else { continue }
      findings.append(
        RuleFinding(
          token: site.name, rule: id,
          message:
            "\(context.outline.name(site.name)) \(reason); show a ProgressView while loading and the empty state only once loading has finished"
        ))
    }
    // "Loading…" as the copy, unless the empty state is reported already.
    for reviewed in context.reviewedCopy
    where reviewed.issue.rule == .loadingAsEmptyState && reported.insert(reviewed.token).inserted {
      findings.append(RuleFinding(token: reviewed.token, rule: id, message: reviewed.message))
    }
    context.loadingMemo.loadingScreens = findings
    return findings
  }

  /// Why the empty state at `site` is a loading screen, in words; `nil` when it is none as far
  /// as the paths to it, its copy and its modifiers say.
  private static func reason(_ site: EmptyStateSite, in context: LintContext) -> String? {
    let paths = context.sitePaths(to: site.name)
    let view = context.enclosingTypeName(of: site.name).flatMap { name -> TypeDeclaration? in
      let bodies = context.typeBodies(named: name)
      return bodies.isEmpty ? nil : TypeDeclaration(context: context, name: name, bodies: bodies)
    }
    if paths.contains(where: { context.assertsProgress($0, in: view) }) {
      return "is shown while loading"
    }
    if context.chosenByProgress(site, in: view) {
      return "says it is loading while a load runs"
    }
    if context.isWorkScreen(site, paths: paths) {
      return "is the screen shown while the work it starts runs"
    }
    return nil
  }
}
