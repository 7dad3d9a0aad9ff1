extension LintContext {
  /// The containers whose content makes rows.
  private static let rowContainers: Set<String> = ["List", "Section", "Form", "ForEach"]

  /// `empty-state-in-list-row`: empty states in `List`, `Section`, `Form` or `ForEach` content,
  /// directly or through a wrapper placed there.
  func listRowFindings() -> [RuleFinding] {
    var findings: [RuleFinding] = []
    for site in sites {
      let viewName = outline.name(site.name)
      if let container = rowContainer(around: site.name) {
        findings.append(
          RuleFinding(
            token: site.name, rule: .emptyStateInListRow,
            message:
              "\(viewName) inside \(outline.name(container)) content becomes a row and loses its layout; show it in .overlay { } on the list or instead of the list"
          ))
        continue
      }
      guard let wrapper = wrapper(holding: site) else { continue }
      for use in uses[wrapper.body] ?? [] {
        guard let container = rowContainer(around: use.name) else { continue }
        let line = outline.location(use.name).line
        findings.append(
          RuleFinding(
            token: site.name, rule: .emptyStateInListRow,
            message:
              "\(viewName) in '\(wrapper.name)' is placed inside \(outline.name(container)) content at line \(line), where it becomes a row; show it in .overlay { } on the list instead"
          ))
        break
      }
    }
    return findings
  }

  /// The `List`, `Section`, `Form` or `ForEach` whose content holds `index`, looking out
  /// through stacks, groups and control flow; a modifier's closure or argument (`.overlay`,
  /// `.background`, `.sheet`) or a declaration's body ends the search.
  func rowContainer(around index: Int) -> Int? {
    for ancestor in outline.ancestors(of: index) {
      let role = outline.roles[ancestor]
      if role.isDeclarationBody { return nil }
      guard role == .closure || outline.kind(ancestor) == .leftParen else { continue }
      guard let owner = outline.owner(ofBracketAt: ancestor) else { continue }
      if outline.isModifier(owner) { return nil }
      if Self.rowContainers.contains(outline.name(owner)) { return owner }
    }
    return nil
  }
}
