/// `empty-state-during-loading`: an empty state chosen by an emptiness test of data that starts
/// empty and that the view's own load fills only after it has started (a `.task`, an `.onAppear`
/// that starts a task, a model's method they call), with no load state guarding the way. Where
/// the file does not say so much, nothing is reported.
///
/// What a load fills and when, and the guards on the way, are read in `EmptyStateDuringLoading/`;
/// the types, members and memo it shares with ``EmptyStateAsLoadingRule`` in `Shared/Loading/`.
/// An empty state that rule reports (a loading screen) is left to it: one finding, as-loading,
/// whether or not that rule is asked for. A model that another file of the run declares is read
/// when the run lints the file again with it (``TypeNeeds``).
struct EmptyStateDuringLoadingRule: LintRule {
  var id: EmptyStateLinter.Rule { .emptyStateDuringLoading }

  var documentation: Documentation {
    Documentation(
      summary: "An empty state chosen by an emptiness test while the data is still loading.",
      rationale:
        "A collection that starts empty and fills asynchronously makes an isEmpty test show "
        + "\"No Items\" for a moment before the data lands: people see a false message flash.",
      badExample: """
        if items.isEmpty { ContentUnavailableView("No Notes", systemImage: "note") }
        else { List(items) { Text($0.title) } }
        // … .task { items = await model.load() }
        """,
      goodExample: """
        switch state {
        case .loading: ProgressView()
        case .loaded(let items) where items.isEmpty:
          ContentUnavailableView("No Notes", systemImage: "note")
        case .loaded(let items): List(items) { Text($0.title) }
        }
        """,
      fix: "Model the load explicitly (a loading phase or enum) and show the empty state only "
        + "once loading has finished.")
  }

  func findings(in context: LintContext, build: BuildSettings) -> [RuleFinding] {
    var findings: [RuleFinding] = []
    // Uses of other files' views are reported by the run, at those views' empty states.
    let otherFilesUses = Set(context.otherFilesSites.map(\.name))
    // Reported at the empty state itself, naming the wrapper's use that shows it, as the other
    // placement rules report.
    for case .flashes(let token, let subject, let loader) in context.loadingJudgements()
    where !otherFilesUses.contains(token) {
      let (site, siteName) = context.reportedPlace(ofSiteAt: token)
      findings.append(
        RuleFinding(
          token: site, rule: id,
          message: Self.message(
            siteName: siteName, test: Self.quotedTest(subject, in: context), loader: loader)))
    }
    for case .standsInUntilRead(let token, let test, let loader) in context.loadingJudgements()
    where !otherFilesUses.contains(token) {
      let (site, siteName) = context.reportedPlace(ofSiteAt: token)
      findings.append(
        RuleFinding(
          token: site, rule: id,
          message: Self.startValueMessage(
            siteName: siteName, test: FileLinter.quoted(context.outline.spacedText(test)),
            loader: loader)))
    }
    guard !findings.isEmpty else { return [] }
    // An empty state shown as a loading screen is `empty-state-as-loading`'s finding.
    let loadingScreens = Set(
      EmptyStateAsLoadingRule().findings(in: context, build: build).compactMap(\.token))
    return findings.filter { $0.token.map { !loadingScreens.contains($0) } ?? true }
  }

  /// The emptiness test `subject` as a message quotes it: `items.isEmpty`, `itemsCount == 0`.
  static func quotedTest(_ subject: Range<Int>, in context: LintContext) -> String {
    let isCount = context.outline.name(subject.upperBound - 1).hasSuffix("Count")
    return FileLinter.quoted(
      context.outline.joinedText(subject) + (isCount ? " == 0" : ".isEmpty"))
  }

  /// The finding's message for a test `test` of the value a property starts with, true while
  /// `loader` reads the real one.
  static func startValueMessage(siteName: String, test: String, loader: String) -> String {
    "\(siteName) is chosen by '\(test)', true of the value it starts with, while \(loader) is still reading the real one, so it flashes before the data arrives; check a loading state first (show ProgressView while loading)"
  }

  /// The finding's message: the empty state `siteName`, chosen by `test` while `loader` runs.
  static func message(siteName: String, test: String, loader: String) -> String {
    "\(siteName) is chosen by '\(test)' while \(loader) is still loading it, so it flashes before the data arrives; check a loading state first (show ProgressView while loading)"
  }
}
