extension LintContext {
  /// The views this file exports whose body shows an empty state every time, with that empty
  /// state's name token: `struct PlaceholderView: View { var body: some View {
  /// ContentUnavailableView … } }`. A test in another file that chooses the view chooses the
  /// empty state.
  func exportedEmptyStateViews() -> [(name: String, token: Int)] {
    guard !sites.isEmpty else { return [] }
    var result: [(name: String, token: Int)] = []
    var seen: Set<String> = []
    for site in sites {
      guard case .declaration(let body) = views.regions.region(of: site.name),
        let declaration = views.declarations.byBody[body], declaration.kind == .type,
        let name = declaration.exportedName, outline.conditions(on: site.name).isEmpty,
        seen.insert(name).inserted
      else { continue }
      result.append((name, site.name))
    }
    return result
  }

  /// The names of the types the file uses as views (`Name(…)`, `Outer.Name(…)`) and does not
  /// declare.
  func usedTypeNames() -> Set<String> {
    Set(usesOfOtherFilesTypes().map(\.name))
  }

  /// The uses of other files' empty-state views (``otherFilesViews``) in the file, outside
  /// previews.
  func readOtherFilesSites() -> [EmptyStateSite] {
    guard !otherFilesViews.isEmpty else { return [] }
    return usesOfOtherFilesTypes().compactMap { index, name in
      guard otherFilesViews.contains(name), !isInPreview(index) else { return nil }
      return EmptyStateSite(kind: .otherFilesView, call: outline.call(at: index))
    }
  }

  /// Each use of a type the file does not declare (`Name(…)`, `Outer.Name(…)`), by its name
  /// token, with the name other files export it by.
  private func usesOfOtherFilesTypes() -> [(index: Int, name: String)] {
    let declared = declaredTypes
    return (0..<outline.count).compactMap { index in
      guard outline.kind(index) == .identifier, outline.startsUppercase(index),
        let name = typeUseName(at: index), !declared.contains(name)
      else { return nil }
      return (index, name)
    }
  }

  /// The judgements on the uses of other files' empty-state views, for the run to report at
  /// those views' empty states (``LoadingFacts/otherFilesViewFlashes``).
  func otherFilesViewFlashes() -> [LoadingFacts.OtherFilesViewFlash] {
    guard !otherFilesSites.isEmpty else { return [] }
    let uses = Set(otherFilesSites.map(\.name))
    var result: [LoadingFacts.OtherFilesViewFlash] = []
    for judgement in loadingJudgements() {
      let flash: LoadingFacts.OtherFilesViewFlash
      switch judgement {
      case .flashes(let token, let subject, let loader) where uses.contains(token):
        flash = LoadingFacts.OtherFilesViewFlash(
          view: typeUseName(at: token) ?? outline.name(token),
          line: outline.location(token).line,
          test: EmptyStateDuringLoadingRule.quotedTest(subject, in: self), loader: loader,
          readsStartValue: false)
      case .standsInUntilRead(let token, let test, let loader) where uses.contains(token):
        flash = LoadingFacts.OtherFilesViewFlash(
          view: typeUseName(at: token) ?? outline.name(token),
          line: outline.location(token).line,
          test: FileLinter.quoted(outline.spacedText(test)), loader: loader,
          readsStartValue: true)
      default:
        continue
      }
      result.append(flash)
    }
    return result
  }
}
