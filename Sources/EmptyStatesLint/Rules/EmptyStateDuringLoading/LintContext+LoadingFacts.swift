extension LintContext {
  /// What the file tells the rest of the run about loads (``LoadingFacts``). Each pending
  /// finding carries its empty state's name token as its line, which ``FileLinter`` turns into
  /// the finding's place.
  func loadingFacts(build: BuildSettings) -> LoadingFacts {
    var facts = LoadingFacts()
    facts.exportedTypes = exportedTypeNames()
    facts.fillers = fillers(placing: nil)
    let judgements = loadingJudgements()
    guard
      judgements.contains(where: {
        if case .readsModelFilledElsewhere = $0 { return true } else { return false }
      })
    else { return facts }
    // An empty state shown as a loading screen is `empty-state-as-loading`'s finding.
    let loadingScreens = Set(
      EmptyStateAsLoadingRule().findings(in: self, build: build).compactMap(\.token))
    for case .readsModelFilledElsewhere(let token, let subject, let view, let data) in judgements
    where !loadingScreens.contains(token) {
      // At the empty state itself, naming the wrapper's use that shows it.
      let (site, siteName) = reportedPlace(ofSiteAt: token)
      facts.pending.append(
        LoadingFacts.Pending(
          view: view, data: data, siteName: siteName,
          subject: EmptyStateDuringLoadingRule.quotedTest(subject, in: self),
          finding: EmptyStateLinter.Finding(
            file: "", line: site, column: 0, rule: .emptyStateDuringLoading, message: "",
            code: "")))
    }
    return facts
  }
}
