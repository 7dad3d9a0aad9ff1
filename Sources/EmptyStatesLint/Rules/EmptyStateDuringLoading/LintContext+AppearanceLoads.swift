extension LintContext {
  /// The loads `view` starts when it appears, read once per view.
  func appearanceLoads(of view: TypeDeclaration) -> [AppearanceLoad] {
    if let known = loadingMemo.loads[view.name] { return known }
    var loads: [AppearanceLoad] = []
    var changes: [Int] = []
    for body in view.bodies {
      let close = outline.close(of: body)
      for index in body + 1..<close where outline.kind(index) == .period {
        let name = index + 1
        guard outline.kind(name) == .identifier, outline.isModifier(name), !isOnRow(name),
          loads.count + changes.count < Self.maximumLoads
        else { continue }
        let modifier = outline.name(name)
        if modifier == "onChange" {
          changes.append(name)
          continue
        }
        let call = outline.call(at: name)
        // SwiftUI's, or a modifier of the app's own that runs its closure as the view appears
        // (`.onFirstAppear { await model.load() }`): a load like `.task`'s.
        guard
          modifier == "task" || modifier == "onAppear"
            || (call.closures.count == 1 && runsClosureOnAppearance(modifier: modifier))
        else { continue }
        var reader = LoadFlowReader(home: self)
        if let open = call.closures.first?.open {
          reader.read(open, of: view)
        } else if let arguments = call.arguments {
          for (label, value) in outline.arguments(at: arguments) where label == "perform" {
            read(action: value, of: view, into: &reader)
          }
        }
        loads.append(AppearanceLoad(start: "." + modifier, events: reader.events))
      }
    }
    // `.onChange(of: query) { … }` loads when the value changes, as a search does: the empty
    // state its test chooses shows until that load lands, like an appearance's. A value that an
    // appearance's load fills later (`.onChange(of: queue.items, updateItems)` while `.task`
    // fetches the queue) changes only then: what its action does is late too.
    let appearing = loads
    for name in changes {
      let call = outline.call(at: name)
      guard let arguments = call.arguments else { continue }
      let parts = outline.arguments(at: arguments)
      let observed = parts.first { $0.label == "of" }?.value
      // The system's values (`scenePhase`, `colorScheme`) change when the app comes back or
      // the look changes, not as the person asks for data: no load shows anything new then.
      if let observed, isSystemEnvironmentValue(observed, in: view) { continue }
      let late =
        observed.map { value in
          let data = dataStartingEmpty(value, at: name, on: [], in: view)
          return !data.isEmpty && appearing.contains { $0.fillsLater(data) }
        } ?? false
      var reader = LoadFlowReader(home: self)
      if let open = call.closures.first?.open {
        reader.read(open, of: view, deferred: late)
      } else if let action = parts.dropFirst().first(where: { $0.label == nil })?.value {
        read(action: action, of: view, into: &reader, deferred: late)
      }
      loads.append(AppearanceLoad(start: ".onChange", events: reader.events))
    }
    for initializer in view.members.initializers {
      var reader = LoadFlowReader(home: self)
      reader.read(initializer, of: view)
      loads.append(AppearanceLoad(start: "'\(view.name).init'", events: reader.events))
    }
    // A model the view makes (`@State private var model = Model()`) starts what its
    // initializer starts.
    for token in view.members.properties.values.sorted() {
      let property = propertyDeclaration(at: token)
      guard let value = property.value, outline.kind(value.lowerBound) == .identifier,
        outline.kind(value.lowerBound + 1) == .leftParen,
        let typeName = typeName(in: value), typeName != view.name,
        let model = declaration(ofType: typeName)
      else { continue }
      for initializer in model.members.initializers {
        var reader = LoadFlowReader(home: self)
        reader.read(initializer, of: model)
        loads.append(AppearanceLoad(start: "'\(model.name).init'", events: reader.events))
      }
    }
    loadingMemo.loads[view.name] = loads
    return loads
  }

  /// Reads an action given as an argument: a closure, or the name of a method of the view or of
  /// a protocol's default it has (`.onAppear(perform: configureView)`).
  private func read(
    action value: Range<Int>, of view: TypeDeclaration, into reader: inout LoadFlowReader,
    deferred: Bool = false
  ) {
    if outline.kind(value.lowerBound) == .leftBrace {
      reader.read(value.lowerBound, of: view, deferred: deferred)
    } else if value.count == 1 {
      for (method, file) in methodBodies(outline.name(value.lowerBound), of: view) {
        reader.read(method, of: view, in: file, deferred: deferred)
      }
    }
  }

  /// Whether `value` is a property of `view` that reads a value of the environment by its key
  /// path (`@Environment(\.scenePhase) var scenePhase`), not a model put there.
  private func isSystemEnvironmentValue(_ value: Range<Int>, in view: TypeDeclaration) -> Bool {
    guard value.count == 1, outline.kind(value.lowerBound) == .identifier,
      case .property(_, let declaration) = binding(
        of: outline.name(value.lowerBound), at: value.lowerBound, in: view)
    else { return false }
    return declaration.attributes.contains("Environment") && declaration.environmentType == nil
  }

  /// The most loads read for one view: a few in real code; generated code with thousands is not
  /// read past these, so that the work stays linear.
  private static let maximumLoads = 32

  /// Whether the modifier at `name` is on a row of a list: inside a `ForEach`, or a `List`'s or
  /// `Table`'s row closure. Such a `.onAppear` pages in more; it does not load the list.
  private func isOnRow(_ name: Int) -> Bool {
    for ancestor in outline.ancestors(of: name) {
      if outline.roles[ancestor].isDeclarationBody { return false }
      guard outline.roles[ancestor] == .closure, let owner = outline.owner(ofBracketAt: ancestor)
      else { continue }
      switch outline.name(owner) {
      case "ForEach": return true
      case "List", "Table", "OutlineGroup":
        if !closureParameters(at: ancestor).isEmpty { return true }
      default: break
      }
    }
    return false
  }
}
