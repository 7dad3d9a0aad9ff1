extension LintContext {
  /// The loads `view` starts when it appears, read once per view.
  func appearanceLoads(of view: TypeDeclaration) -> [AppearanceLoad] {
    if let known = loadingMemo.loads[view.name] { return known }
    var loads: [AppearanceLoad] = []
    for body in view.bodies {
      let close = outline.close(of: body)
      for index in body + 1..<close where outline.kind(index) == .period {
        let name = index + 1
        // `.onChange(of: query) { … }` loads when the value changes, as a search does: the
        // empty state its test chooses shows until that load lands, like an appearance's.
        guard
          outline.isWord(name, "task") || outline.isWord(name, "onAppear")
            || outline.isWord(name, "onChange"),
          outline.isModifier(name), !isOnRow(name), loads.count < Self.maximumLoads
        else { continue }
        var reader = LoadFlowReader(home: self)
        let call = outline.call(at: name)
        if let open = call.closures.first?.open {
          reader.read(open, of: view)
        } else if let arguments = call.arguments {
          for (label, value) in outline.arguments(at: arguments) where label == "perform" {
            if outline.kind(value.lowerBound) == .leftBrace {
              reader.read(value.lowerBound, of: view)
            } else if value.count == 1 {
              // `.onAppear(perform: configureView)`: the view's method, or the default a
              // protocol it conforms to gives it.
              for (method, file) in methodBodies(outline.name(value.lowerBound), of: view) {
                reader.read(method, of: view, in: file)
              }
            }
          }
        }
        loads.append(AppearanceLoad(start: "." + outline.name(name), events: reader.events))
      }
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
