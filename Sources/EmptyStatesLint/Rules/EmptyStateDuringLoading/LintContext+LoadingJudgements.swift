extension LintContext {
  /// The judgement on each empty state chosen by an emptiness test of data that starts empty,
  /// read once per file: what ``EmptyStateDuringLoadingRule`` reports, and what it leaves to the
  /// run (``LoadingFacts``). Empty states a loading check or a test of arrived data guards on
  /// every way are left out.
  func loadingJudgements() -> [LoadingJudgement] {
    if let known = loadingMemo.judgements { return known }
    var result: [LoadingJudgement] = []
    // Other files' empty-state views too: the run reports those at their empty states.
    for site in allSites + otherFilesSites {
      if let judgement = loadingJudgement(of: site) { result.append(judgement) }
    }
    loadingMemo.judgements = result
    return result
  }

  /// The judgement on the empty state `site`, if an emptiness test of data that starts empty
  /// chooses it and nothing on the way guards it.
  private func loadingJudgement(of site: EmptyStateSite) -> LoadingJudgement? {
    // The ways the file reaches the empty state: through its wrapper's uses, and through the
    // members of its view that show it.
    let paths = sitePaths(to: site.name) + memberPaths(to: site.name)
    guard !paths.contains(where: promptsForSearch), !isInLoadStateContainer(site.name),
      let typeName = enclosingTypeName(of: site.name),
      let view = declaration(ofType: typeName)
    else { return nil }
    // The first emptiness test on the ways to the empty state (the one nearest it first) of
    // data that starts empty and that a load of the view fills later; else the first of a
    // model's data that none of its loads fills.
    let ownLoads = appearanceLoads(of: view)
    var filled: (subject: Range<Int>, data: [DataProperty], loads: [AppearanceLoad])?
    var unfilled: (subject: Range<Int>, data: [DataProperty])?
    search: for path in paths {
      for subject in emptinessTests(path)
      where enclosingTypeName(of: subject.lowerBound) == typeName {
        let data = dataStartingEmpty(subject, at: site.name, on: path, in: view)
        guard !data.isEmpty else { continue }
        let loads = ownLoads.filter { $0.fillsLater(data) }
        if !loads.isEmpty {
          filled = (subject, data, loads)
          break search
        }
        if unfilled == nil, data.allSatisfy({ $0.owner != view.name && !$0.isStoreRows }) {
          unfilled = (subject, data)
        }
      }
    }
    // `status == .notDetermined` while `.task` reads the real status.
    if filled == nil, let (test, name, loads) = placeholderTest(paths, in: view, loads: ownLoads),
      let loader = loads.first?.start,
      !paths.contains(where: {
        guardsLoading($0, loads: loads, data: [], in: view, ignoring: name)
      })
    {
      return .standsInUntilRead(site: site.name, test: test, loader: loader)
    }
    if let (subject, data, loads) = filled {
      guard
        !paths.contains(where: {
          guardsLoading($0, loads: loads, data: data, in: view)
            || provesLoaded($0, loads: loads, at: site.name, in: view)
        }), let loader = loads.first?.start
      else { return nil }
      return .flashes(site: site.name, subject: subject, loader: loader)
    }
    guard let (subject, data) = unfilled,
      !paths.contains(where: { guardsLoading($0, loads: [], data: data, in: view) })
    else {
      // A value the view is given (`let events: [Event]`, `@Binding var events`) that a view of
      // this file passes from its own state while its load fills that state.
      if let (subject, loader) = givenValueFilledByParent(paths, at: site.name, in: view) {
        return .flashes(site: site.name, subject: subject, loader: loader)
      }
      // Else a caller in another file may give it while its own load fills it: for the run.
      guard let (subject, label) = givenValueTests(paths, in: view).first,
        !paths.contains(where: { guardsLoading($0, loads: [], data: [], in: view) })
      else { return nil }
      return .readsModelFilledElsewhere(
        site: site.name, subject: subject, view: view.name,
        data: [DataProperty(owner: view.name, name: label)])
    }
    // A view of this file that places this one and fills the model when it appears.
    if let filler = fillers(placing: [view.name]).first(where: {
      $0.child == view.name && !$0.fills.isDisjoint(with: data)
    }) {
      return .flashes(site: site.name, subject: subject, loader: filler.loader)
    }
    return .readsModelFilledElsewhere(
      site: site.name, subject: subject, view: view.name, data: data)
  }

  /// Whether the token at `index` is in the content of a view the app gives its load state
  /// (`ClientContentView(loadingState: $loadingState) { … }`): that view decides when its
  /// content shows, and the file does not say it shows before the load has ended.
  func isInLoadStateContainer(_ index: Int) -> Bool {
    for ancestor in outline.ancestors(of: index) {
      if outline.roles[ancestor].isDeclarationBody { return false }
      // A trailing closure, or a closure argument in the call's parentheses.
      guard outline.roles[ancestor] == .closure || outline.kind(ancestor) == .leftParen,
        let owner = outline.owner(ofBracketAt: ancestor),
        outline.kind(owner) == .identifier, outline.startsUppercase(owner),
        let arguments = outline.call(at: owner).arguments
      else { continue }
      // The argument's label or the value's own name (`loadingState: $loadingState`,
      // `phase: model.phase`), not the object it is read from (`path: $appState.path`).
      for (label, value) in outline.arguments(at: arguments) {
        let names = [label, outline.identifiers(in: value).last].compactMap { $0 }
        if names.contains(where: Self.isLoadingName) { return true }
      }
    }
    return false
  }

  /// The views of this file that place one of `children` (views this file declares), or, for
  /// `nil`, any view it does not declare, where no loading check guards the placement, and fill
  /// a model's data when they appear.
  func fillers(placing children: Set<String>?) -> [LoadingFacts.Filler] {
    var result: [LoadingFacts.Filler] = []
    let declared = declaredTypes
    for (parent, loads) in appearingViews() {
      var fills: Set<DataProperty> = []
      for load in loads {
        for case .assignment(let property, _, true, _, _, _, _) in load.events
        where property.owner != parent.name {
          fills.insert(property)
        }
      }
      guard let load = loads.first else { continue }
      // One unguarded placement of a view is enough: each name is judged until one is found.
      var placed: Set<String> = []
      for use in placements(in: parent) {
        let child = outline.name(use)
        guard !placed.contains(child),
          children.map({ $0.contains(child) }) ?? !declared.contains(child)
        else { continue }
        // The models it fills, where the placement is unguarded, and the values it gives a
        // view of another file from its own state while filling that state.
        var filled =
          !fills.isEmpty && isUnguarded(use, loads: loads, data: Array(fills), in: parent)
          ? fills : []
        if children == nil {
          filled.formUnion(givenValuesFilledLater(at: use, in: parent, loads: loads))
        }
        guard !filled.isEmpty else { continue }
        placed.insert(child)
        result.append(
          LoadingFacts.Filler(
            child: child, fills: filled, loader: "the \(load.start) of \(parent.name)",
            line: outline.location(use).line))
      }
    }
    return result
  }

  /// The views this file declares with the loads they start as they appear (`.task`,
  /// `.onAppear`), those with any.
  func appearingViews() -> [(view: TypeDeclaration, loads: [AppearanceLoad])] {
    declaredTypes.sorted().compactMap { typeName in
      guard let view = declaration(ofType: typeName), view.context === self else { return nil }
      let loads = appearanceLoads(of: view).filter { $0.start.hasPrefix(".") }
      return loads.isEmpty ? nil : (view, loads)
    }
  }

  /// The names of the views `parent`'s bodies make (`Name(…)`), other than `parent` itself.
  func placements(in parent: TypeDeclaration) -> [Int] {
    parent.bodies.flatMap { body in
      (body + 1..<outline.close(of: body)).filter { index in
        outline.kind(index) == .identifier && outline.startsUppercase(index)
          && outline.kind(index + 1) == .leftParen && outline.kind(index - 1) != .period
          && outline.name(index) != parent.name
      }
    }
  }

  /// Whether some way to the placement `use` in `parent` is guarded neither by a loading check
  /// of `loads` filling `data` nor by a test that the data has arrived.
  func isUnguarded(
    _ use: Int, loads: [AppearanceLoad], data: [DataProperty], in parent: TypeDeclaration
  ) -> Bool {
    return !conditionsOnEachWay(to: use).allSatisfy {
      guardsLoading($0, loads: loads, data: data, in: parent)
        || provesLoaded($0, loads: loads, at: use, in: parent)
    }
  }
}
