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
      let types = views.exportedTypes(showing: body).compactMap(\.exportedName)
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
    // Read the file's views only where it has an empty state, may place views in a list, or
    // declares a view type another file may place in one.
    guard
      !sites.isEmpty
        || (0..<outline.count).contains(where: {
          outline.kind($0) == .identifier
            && (outline.is($0, "List") || outline.is($0, "Form") || outline.is($0, "View"))
        })
    else { return facts }
    for (name, place) in views.placement.foreign {
      facts.placements[name] = ListRowFacts.Placement(
        line: outline.location(place.use).line, container: outline.name(place.container),
        through: place.through, standsAlone: place.standsAlone)
    }
    for (body, names) in views.placement.foreignAtRoot {
      for type in views.exportedTypes(showing: body) {
        guard let exported = type.exportedName else { continue }
        facts.rootUses[exported, default: []].formUnion(names)
      }
    }
    return facts
  }

  /// The names of the types the file declares for other files: every `struct`, `class`,
  /// `enum`, `actor`, `protocol` and `typealias` it exports (``exportedName(ofTypeDeclaredAt:)``).
  func exportedTypeNames() -> Set<String> {
    var names: Set<String> = []
    for index in 0..<outline.count {
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
      guard isType, let name = exportedName(ofTypeDeclaredAt: index) else { continue }
      names.insert(name)
    }
    return names
  }

  /// The name other files use the type that `keyword` declares by: its own at the top level,
  /// `Outer.Name` directly in a top-level type or extension `Outer`; `nil` for an extension, a
  /// type nested deeper, or where it or its outer type is `private` or `fileprivate`.
  func exportedName(ofTypeDeclaredAt keyword: Int) -> String? {
    guard !outline.is(keyword, "extension"), outline.kind(keyword + 1) == .identifier,
      !outline.isPrivate(declarationAt: keyword)
    else { return nil }
    let name = outline.name(keyword + 1)
    let level = outline.enclosing[keyword]
    guard level >= 0 else { return name }
    // Directly in a top-level type or extension: `extension Engine { struct … }`.
    guard case .typeBody(let outer) = outline.roles[level], outline.enclosing[outer] < 0,
      !outline.isPrivate(declarationAt: outer), let outerName = declaredName(after: outer)
    else { return nil }
    return outerName + "." + name
  }
}
