extension LintContext {
  /// The first emptiness test on `paths` of a value `view` is given through its memberwise
  /// initializer (`let events: [Event]`, `@Binding var events: [Event]`) that a view of this file
  /// passes from a property of its own (`DayView(events: events)`, `DayView(events: $events)`)
  /// while a load of that view, started as it appears, fills the property later, where nothing
  /// guards the placement; with that load, as a message names it.
  func givenValueFilledByParent(
    _ paths: [[PathCondition]], at site: Int, in view: TypeDeclaration
  ) -> (subject: Range<Int>, loader: String)? {
    for (subject, label) in givenValueTests(paths, in: view) {
      if let loader = parentLoad(passing: label, to: view.name) { return (subject, loader) }
    }
    return nil
  }

  /// The emptiness tests on `paths` of values `view` is given through its memberwise
  /// initializer, with the argument label that gives each: what a caller may fill late.
  func givenValueTests(_ paths: [[PathCondition]], in view: TypeDeclaration) -> [(
    subject: Range<Int>, label: String
  )] {
    // Only the memberwise initializer says which argument sets which property.
    guard view.context === self, view.members.initializers.isEmpty else { return [] }
    var tests: [(subject: Range<Int>, label: String)] = []
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
        tests.append((subject, outline.name(declaration.name)))
      }
    }
    return tests
  }

  /// The values `use`, a placement in `parent` of a view of another file, passes from
  /// `parent`'s own properties that `loads` fill after they have started, where nothing guards
  /// the placement: as the child's given properties (`DataProperty(owner: child, name: label)`),
  /// for the run to match with the child's tests (``LoadingFacts``).
  func givenValuesFilledLater(
    at use: Int, in parent: TypeDeclaration, loads: [AppearanceLoad]
  ) -> Set<DataProperty> {
    let child = outline.name(use)
    var given: Set<DataProperty> = []
    for (label, value) in outline.arguments(at: use + 1) {
      guard let label, let property = passedProperty(value, of: parent) else { continue }
      let data = [DataProperty(owner: parent.name, name: property)]
      let filling = loads.filter { $0.fillsLater(data) }
      guard !filling.isEmpty, isUnguarded(use, loads: filling, data: data, in: parent) else {
        continue
      }
      given.insert(DataProperty(owner: child, name: label))
    }
    return given
  }

  /// The property of `parent` that an argument passes as it is (`events`, `$events`,
  /// `self.events`), if it is one.
  private func passedProperty(_ value: Range<Int>, of parent: TypeDeclaration) -> String? {
    var name = value.lowerBound
    if outline.isWord(name, "self"), outline.kind(name + 1) == .period { name += 2 }
    guard outline.kind(name) == .identifier, name == value.upperBound - 1 else { return nil }
    var property = outline.name(name)
    if property.hasPrefix("$") { property.removeFirst() }
    return parent.members.properties[property] != nil ? property : nil
  }

  /// The load of a view of this file that places `child` passing its own property as the
  /// argument `label`, fills that property after it has started, and does not guard the
  /// placement; as a message names it.
  private func parentLoad(passing label: String, to child: String) -> String? {
    for (parent, loads) in appearingViews() where parent.name != child {
      for use in placements(in: parent) where outline.name(use) == child {
        guard
          let value = outline.arguments(at: use + 1).first(where: { $0.label == label })?.value,
          let property = passedProperty(value, of: parent)
        else { continue }
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
