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
    for site in context.allSites {
      // The ways the file reaches the empty state: through its wrapper's uses, and through
      // the members of its view that show it.
      let paths = context.sitePaths(to: site.name) + context.memberPaths(to: site.name)
      guard !paths.contains(where: context.promptsForSearch),
        let typeName = context.enclosingTypeName(of: site.name),
        let view = context.declaration(ofType: typeName)
      else { continue }
      // The first emptiness test on the ways to the empty state (the one nearest it first) of
      // data that starts empty and that a load of the view fills later.
      let appearanceLoads = context.appearanceLoads(of: view)
      var tested: (subject: Range<Int>, data: [DataProperty], loads: [AppearanceLoad])?
      search: for path in paths {
        for subject in context.emptinessTests(path)
        where context.enclosingTypeName(of: subject.lowerBound) == typeName {
          let data = context.dataStartingEmpty(subject, at: site.name, on: path, in: view)
          guard !data.isEmpty else { continue }
          let loads = appearanceLoads.filter { $0.fillsLater(data) }
          if !loads.isEmpty {
            tested = (subject, data, loads)
            break search
          }
        }
      }
      guard let (subject, data, loads) = tested, let loader = loads.first?.start,
        !paths.contains(where: {
          context.guardsLoading($0, loads: loads, data: data, in: view)
            || context.provesLoaded($0, loads: loads, at: site.name, in: view)
        })
      else { continue }
      let isCount = context.outline.name(subject.upperBound - 1).hasSuffix("Count")
      let subjectText = FileLinter.quoted(
        context.outline.joinedText(subject) + (isCount ? " == 0" : ".isEmpty"))
      findings.append(
        RuleFinding(
          token: site.name, rule: id,
          message:
            "\(context.outline.name(site.name)) is chosen by '\(subjectText)' while \(loader) is still loading it, so it flashes before the data arrives; check a loading state first (show ProgressView while loading)"
        ))
    }
    guard !findings.isEmpty else { return [] }
    // An empty state shown as a loading screen is `empty-state-as-loading`'s finding.
    let loadingScreens = Set(
      EmptyStateAsLoadingRule().findings(in: context, build: build).compactMap(\.token))
    return findings.filter { $0.token.map { !loadingScreens.contains($0) } ?? true }
  }
}
