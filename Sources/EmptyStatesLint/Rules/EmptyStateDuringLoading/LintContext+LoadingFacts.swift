extension LintContext {
  /// What the file tells the rest of the run about loads (``LoadingFacts``). Each pending
  /// finding carries its empty state's name token as its line, which ``FileLinter`` turns into
  /// the finding's place.
  func loadingFacts(build: BuildSettings) -> LoadingFacts {
    var facts = LoadingFacts()
    facts.exportedTypes = exportedTypeNames()
    facts.fillers = fillers(placing: nil)
    facts.placements = steadyPlacements()
    facts.usedTypes = usedTypeNames()
    facts.otherFilesViewFlashes = otherFilesViewFlashes()
    let judgements = loadingJudgements()
    guard
      judgements.contains(where: {
        if case .readsModelFilledElsewhere = $0 { return true } else { return false }
      })
    else { return facts }
    // An empty state shown as a loading screen is `empty-state-as-loading`'s finding.
    let loadingScreens = Set(
      EmptyStateAsLoadingRule().findings(in: self, build: build).compactMap(\.token))
    let otherFilesUses = Set(otherFilesSites.map(\.name))
    for case .readsModelFilledElsewhere(let token, let subject, let view, let data) in judgements
    where !loadingScreens.contains(token) && !otherFilesUses.contains(token) {
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

  /// The views each view of the file places every time it shows: on a way to the placement
  /// with no condition, outside presentations (a sheet, a pushed destination).
  func steadyPlacements() -> [LoadingFacts.Placement] {
    var result: [LoadingFacts.Placement] = []
    for typeName in declaredTypes.sorted() {
      guard let parent = declaration(ofType: typeName), parent.context === self else { continue }
      var placed: Set<String> = []
      for use in placements(in: parent) {
        let child = outline.name(use)
        guard !placed.contains(child), !isPresented(use) else { continue }
        guard conditionsOnEachWay(to: use).contains(where: \.isEmpty) else { continue }
        placed.insert(child)
        result.append(LoadingFacts.Placement(parent: parent.name, child: child))
      }
    }
    return result
  }
}
