extension LintContext {
  /// `empty-state-in-list-row`: empty states in a `List`'s or `Form`'s content (inside a
  /// `Section` or `ForEach` there or not), directly or through views of the file placed there.
  func listRowFindings() -> [RuleFinding] {
    guard !sites.isEmpty else { return [] }
    var findings: [RuleFinding] = []
    for site in sites {
      let viewName = outline.name(site.name)
      let own = views.regions.container(of: site.name)
      switch views.regions.region(of: site.name) {
      case .list(let list):
        let container = outline.name(own ?? list)
        findings.append(
          RuleFinding(
            token: site.name, rule: .emptyStateInListRow,
            message:
              "\(viewName) inside \(container) content becomes a row and loses its layout; show it in .overlay { } on the list or instead of the list"
          ))
      case .declaration(let body):
        guard let declaration = views.declarations.byBody[body],
          let place = views.placement.placed[body]
        else { continue }
        let container = outline.name(own ?? place.container)
        let line = outline.location(place.use).line
        findings.append(
          RuleFinding(
            token: site.name, rule: .emptyStateInListRow,
            message: Self.placedMessage(
              viewName: viewName, holder: declaration.name, container: container,
              at: "line \(line)", through: place.through)))
      case .none:
        continue
      }
    }
    return findings
  }

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
  private func exportedTypeNames() -> Set<String> {
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

  /// The message for an empty state in `holder` that a list's content at `location` places in
  /// a row, through the views `through`.
  static func placedMessage(
    viewName: String, holder: String, container: String, at location: String,
    through: [String]
  ) -> String {
    let names = through.map { "'\($0)'" }.joined(separator: ", ")
    let path = through.isEmpty ? "" : " (through \(names))"
    return
      "\(viewName) in '\(holder)' is placed inside \(container) content at \(location)\(path), where it becomes a row; show it in .overlay { } on the list instead"
  }
}
