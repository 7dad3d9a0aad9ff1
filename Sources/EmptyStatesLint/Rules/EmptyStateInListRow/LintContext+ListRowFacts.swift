extension LintContext {
  /// The empty states at the root of the file's exported view types that the file does not
  /// place in a list itself: another file of the run may.
  func pendingRowFindings() -> [PendingRowFinding] {
    guard !sites.isEmpty else { return [] }
    var pending: [PendingRowFinding] = []
    for site in sites {
      guard case .declaration(let body) = views.regions.region(of: site.name),
        views.placement.placed[body] == nil, let declaration = views.declarations.byBody[body]
      else { continue }
      let types = views.exportedTypes(showing: body).map(\.name)
      guard !types.isEmpty else { continue }
      pending.append(
        PendingRowFinding(
          token: site.name, typeNames: types, viewName: outline.name(site.name),
          holderName: declaration.name,
          container: views.regions.container(of: site.name).map { outline.name($0) }))
    }
    return pending
  }

  /// What the file tells the rest of the run about list rows, but for the pending findings,
  /// which ``FileLinter`` completes.
  func listRowFacts() -> ListRowFacts {
    var facts = ListRowFacts()
    facts.exportedTypes = exportedTypeNames()
    // Read the file's views only where it has an empty state or may place views in a list.
    guard
      !sites.isEmpty
        || (0..<outline.count).contains(where: {
          outline.kind($0) == .identifier && (outline.is($0, "List") || outline.is($0, "Form"))
        })
    else { return facts }
    for (name, place) in views.placement.foreign {
      facts.placements[name] = ListRowFacts.Placement(
        line: outline.location(place.use).line, container: outline.name(place.container),
        through: place.through)
    }
    return facts
  }

  /// The names of the types the file declares at its top level for other files: every
  /// `struct`, `class`, `enum`, `actor`, `protocol` and `typealias` there that is neither
  /// `private` nor `fileprivate`.
  func exportedTypeNames() -> Set<String> {
    var names: Set<String> = []
    for index in 0..<outline.count where outline.enclosing[index] < 0 {
      let isType: Bool
      switch outline.kind(index) {
      case .keyword:
        isType =
          outline.is(index, "struct") || outline.is(index, "class") || outline.is(index, "enum")
          || outline.is(index, "protocol") || outline.is(index, "typealias")
      case .identifier:
        isType = outline.is(index, "actor")
      default:
        isType = false
      }
      guard isType, outline.kind(index + 1) == .identifier,
        !outline.isWord(index - 1, "private"), !outline.isWord(index - 1, "fileprivate")
      else { continue }
      names.insert(outline.name(index + 1))
    }
    return names
  }
}
