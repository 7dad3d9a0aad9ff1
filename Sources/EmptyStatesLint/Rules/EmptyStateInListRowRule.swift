/// `empty-state-in-list-row`: empty states in a `List`'s or `Form`'s content (inside a
/// `Section` or `ForEach` there or not), directly or through views of the file placed there.
///
/// Where each part of the file is placed is read once for the placement and modifier rules
/// (``ViewStructure``, in `Shared/Views/`). Across files: ``FileLinter`` also hands the run what
/// the file declares and places (``ListRowFacts``, read in `EmptyStateInListRow/`), and the run
/// reports a view one file declares and another places in a list
/// (``EmptyStateLinter/crossFileRowFindings(_:)``), with the message of
/// ``placedMessage(viewName:holder:container:at:through:)``.
struct EmptyStateInListRowRule: LintRule {
  var id: EmptyStateLinter.Rule { .emptyStateInListRow }

  var documentation: Documentation {
    Documentation(
      summary:
        "An empty state in a List's or Form's content, in a Section or ForEach there or not.",
      rationale:
        "The view is built to fill its container; inside a list it becomes a row, with row "
        + "insets, separators and selection, and its layout breaks.",
      badExample: """
        List {
          if items.isEmpty { ContentUnavailableView("No Notes", systemImage: "note") }
          ForEach(items) { Text($0.title) }
        }
        """,
      goodExample: """
        List { ForEach(items) { Text($0.title) } }
          .overlay { if items.isEmpty { ContentUnavailableView("No Notes", systemImage: "note") } }
        """,
      fix: "Show it as a sibling branch of the list, or in an .overlay on the list.")
  }

  func findings(in context: LintContext, build: BuildSettings) -> [RuleFinding] {
    guard !context.sites.isEmpty else { return [] }
    let outline = context.outline
    let views = context.views
    var findings: [RuleFinding] = []
    for site in context.sites {
      let viewName = outline.name(site.name)
      let own = views.regions.container(of: site.name)
      switch views.regions.region(of: site.name) {
      case .list(let list):
        let container = outline.name(own ?? list)
        findings.append(
          RuleFinding(
            token: site.name, rule: id,
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
            token: site.name, rule: id,
            message: Self.placedMessage(
              viewName: viewName, holder: declaration.name, container: container,
              at: "line \(line)", through: place.through)))
      case .none:
        continue
      }
    }
    return findings
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
