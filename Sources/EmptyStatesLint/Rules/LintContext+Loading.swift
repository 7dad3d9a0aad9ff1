extension LintContext {
  /// `empty-state-during-loading`: an empty state chosen by an emptiness test of data that
  /// starts empty and that the view's own load fills only after it has started (a `.task`, an
  /// `.onAppear` that starts a task, a model's method they call), with no load state guarding the
  /// way. Where the file does not say so much, nothing is reported.
  func duringLoadingFindings() -> [RuleFinding] {
    var findings: [RuleFinding] = []
    for site in allSites {
      // The ways the file reaches the empty state: through its wrapper's uses, and through
      // the members of its view that show it.
      let paths = sitePaths(to: site.name) + memberPaths(to: site.name)
      guard let path = paths.first(where: { emptinessTest($0) != nil }),
        let subject = emptinessTest(path),
        !paths.contains(where: promptsForSearch),
        let typeName = enclosingTypeName(of: site.name),
        enclosingTypeName(of: subject.lowerBound) == typeName,
        let view = declaration(ofType: typeName)
      else { continue }
      let data = dataStartingEmpty(subject, at: site.name, on: path, in: view)
      guard !data.isEmpty else { continue }
      let loads = appearanceLoads(of: view).filter { $0.fillsLater(data) }
      guard let loader = loads.first?.start,
        !paths.contains(where: { guardsLoading($0, loads: loads, data: data, in: view) })
      else { continue }
      let subjectText = outline.joinedText(subject)
      findings.append(
        RuleFinding(
          token: site.name, rule: .emptyStateDuringLoading,
          message:
            "\(outline.name(site.name)) is chosen by '\(FileLinter.quoted(subjectText)).isEmpty' while \(loader) is still loading it, so it flashes before the data arrives; check a loading state first (show ProgressView while loading)"
        ))
    }
    return findings
  }

  /// `empty-state-as-loading` for empty states shown as loading screens: where a load is
  /// running, with a title chosen by a loading flag, or as the screen of work started when it
  /// appears.
  func shownWhileLoadingFindings() -> [RuleFinding] {
    allSites.compactMap { site in
      if case .wrapper = site.kind { return nil }
      let paths = sitePaths(to: site.name)
      let view = enclosingTypeName(of: site.name).flatMap { typeName -> TypeDeclaration? in
        let bodies = typeBodies(named: typeName)
        return bodies.isEmpty ? nil : TypeDeclaration(context: self, name: typeName, bodies: bodies)
      }
      let reason: String
      if paths.contains(where: { assertsProgress($0, in: view) }) {
        reason = "is shown while loading"
      } else if chosenByProgress(site, in: view) {
        reason = "says it is loading while a load runs"
      } else if isWorkScreen(site, paths: paths) {
        reason = "is the screen shown while the work it starts runs"
      } else {
        return nil
      }
      return RuleFinding(
        token: site.name, rule: .emptyStateAsLoading,
        message:
          "\(outline.name(site.name)) \(reason); show a ProgressView while loading and the empty state only once loading has finished"
      )
    }
  }

  /// ``paths(to:)`` of the site at `index`, read once for both loading rules.
  private func sitePaths(to index: Int) -> [[PathCondition]] {
    if let known = loadingMemo.sitePaths[index] { return known }
    let paths = paths(to: index)
    loadingMemo.sitePaths[index] = paths
    return paths
  }

  /// Whether `conditions` say no search has been typed: the empty state invites one ("Search
  /// Recipes"), it does not say there are no items.
  private func promptsForSearch(_ conditions: [PathCondition]) -> Bool {
    conditions.contains { condition in
      outline.facts(of: condition).contains { fact in
        guard let (subject, isEmpty) = outline.emptiness(fact), isEmpty else { return false }
        return outline.identifiers(in: subject).contains(where: Self.isQueryName)
      }
    }
  }

  /// The name of the type (or extended type) whose body holds `index`.
  func enclosingTypeName(of index: Int) -> String? {
    for ancestor in outline.ancestors(of: index) {
      if case .typeBody(let keyword) = outline.roles[ancestor] {
        return declaredName(after: keyword)
      }
    }
    return nil
  }

  /// The bodies of the types and extensions named `name` in the file.
  func typeBodies(named name: String) -> [Int] {
    // A type and a few extensions. More bodies of one name than that is generated code, whose
    // types cannot be told apart: none is read, so that the work stays linear.
    let bodies = typeBodiesByName[name] ?? []
    return bodies.count <= 8 ? bodies : []
  }
}
