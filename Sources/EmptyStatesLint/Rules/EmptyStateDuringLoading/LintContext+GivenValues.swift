extension LintContext {
  /// The first emptiness test on `paths` of a value `view` is given through its memberwise
  /// initializer (`let events: [Event]`, `@Binding var events: [Event]`) that a view of this file
  /// passes from a property of its own (`DayView(events: events)`, `DayView(events: $events)`)
  /// while a load of that view, started as it appears, fills the property later, where nothing
  /// guards the placement; with that load, as a message names it.
  func givenValueFilledByParent(
    _ paths: [[PathCondition]], at site: Int, in view: TypeDeclaration
  ) -> (subject: Range<Int>, loader: String)? {
    // Only the memberwise initializer says which argument sets which property.
    guard view.context === self, view.members.initializers.isEmpty else { return nil }
    for path in paths {
      for subject in emptinessTests(path) {
        let chain = memberChain(in: subject)
        guard chain.count == 1, let root = chain.first,
          case .property(let owner, let declaration) = binding(
            of: outline.name(root), at: subject.lowerBound, in: view),
          owner.name == view.name, start(of: declaration, in: view) == .given,
          declaration.value == nil, !declaration.attributes.contains("Environment"),
          !declaration.attributes.contains("EnvironmentObject")
        else { continue }
        let label = outline.name(declaration.name)
        if let loader = parentLoad(passing: label, to: view.name) {
          return (subject, loader)
        }
      }
    }
    return nil
  }

  /// The load of a view of this file that places `child` passing its own property as the
  /// argument `label`, fills that property after it has started, and does not guard the
  /// placement; as a message names it.
  private func parentLoad(passing label: String, to child: String) -> String? {
    for (parent, loads) in appearingViews() where parent.name != child {
      for use in placements(in: parent) where outline.name(use) == child {
        guard
          let value = outline.arguments(at: use + 1).first(where: { $0.label == label })?.value
        else { continue }
        var name = value.lowerBound
        if outline.isWord(name, "self"), outline.kind(name + 1) == .period { name += 2 }
        guard outline.kind(name) == .identifier, name == value.upperBound - 1 else { continue }
        var property = outline.name(name)
        if property.hasPrefix("$") { property.removeFirst() }
        guard parent.members.properties[property] != nil else { continue }
        let data = [DataProperty(owner: parent.name, name: property)]
        let filling = loads.filter { $0.fillsLater(data) }
        if let load = filling.first, isUnguarded(use, loads: filling, data: data, in: parent) {
          return "the \(load.start) of \(parent.name)"
        }
      }
    }
    return nil
  }
}
