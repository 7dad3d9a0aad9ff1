extension LintContext {
  /// Whether the modifier `name` that an extension of `View` declares — in this file, or in the
  /// file of the run that declares it — runs the closure it is given as the view appears: its
  /// body hands that closure to `.task` or `.onAppear`, itself
  /// (`func onLoad(_ action: …) -> some View { task { await action() } }`) or through the
  /// `ViewModifier` it applies (`modifier(DataTask(action: action))`, whose `body` does).
  func runsClosureOnAppearance(modifier name: String) -> Bool {
    if let known = loadingMemo.appearanceModifiers[name] { return known }
    var result = false
    if let (body, file) = viewExtensionMethod(named: name) {
      result = file.handsClosureToAppearance(inFunctionAt: body)
    }
    loadingMemo.appearanceModifiers[name] = result
    return result
  }

  /// The names other files look a modifier this file declares on `View` up by:
  /// `View.onLoad` for `extension View { func onLoad(…) }` (``TypeNeeds/declared``).
  var viewModifierLookupNames: Set<String> {
    Set(viewExtension().members.methods.keys.map { Self.viewModifierPrefix + $0 })
  }

  /// The prefix of a modifier's lookup name: no type can be nested in the protocol `View`, so
  /// no type's name has it.
  private static let viewModifierPrefix = "View."

  /// This file's extensions of `View`, as one declaration.
  private func viewExtension() -> TypeDeclaration {
    TypeDeclaration(context: self, name: "View", bodies: typeBodies(named: "View"))
  }

  /// The body `{` of the method `name` of an extension of `View`, with its file.
  private func viewExtensionMethod(named name: String) -> (body: Int, file: LintContext)? {
    if let body = viewExtension().members.methods[name]?.first { return (body, self) }
    let lookup = Self.viewModifierPrefix + name
    guard let file = models?.context(declaring: lookup) else {
      wantedTypes.insert(lookup)
      return nil
    }
    return file.viewExtension().members.methods[name]?.first.map { ($0, file) }
  }

  /// Whether the function whose body is `open` hands one of its parameters to `.task` or
  /// `.onAppear`, or applies a `ViewModifier` whose `body` hands one of its properties on.
  private func handsClosureToAppearance(inFunctionAt open: Int) -> Bool {
    let parameters = Set(parameters(ofFunctionAt: open).map(\.name))
    if handsOn(parameters, in: open) { return true }
    // `modifier(DataTask(scope: scope, action: action))`.
    let close = outline.close(of: open)
    for index in open + 1..<close
    where outline.isWord(index, "modifier") && outline.kind(index + 1) == .leftParen {
      guard outline.kind(index + 2) == .identifier, outline.startsUppercase(index + 2),
        let modifier = declaration(ofType: outline.name(index + 2))
      else { continue }
      let properties = Set(modifier.members.properties.keys)
      for (body, file) in methodBodies("body", of: modifier)
      where file.handsOn(properties, in: body) {
        return true
      }
    }
    return false
  }

  /// Whether a `.task` or `.onAppear` in the block `open` runs one of `names`: calls it in its
  /// closure (`task { await action() }`) or takes it as its action (`onAppear(perform: action)`).
  private func handsOn(_ names: Set<String>, in open: Int) -> Bool {
    guard !names.isEmpty else { return false }
    let close = outline.close(of: open)
    for index in open + 1..<close
    where outline.isWord(index, "task") || outline.isWord(index, "onAppear") {
      let call = outline.call(at: index)
      if let closure = call.closures.first?.open {
        let end = outline.close(of: closure)
        if (closure + 1..<end).contains(where: {
          outline.kind($0) == .identifier && names.contains(outline.name($0))
            && outline.kind($0 + 1) == .leftParen && outline.kind($0 - 1) != .period
        }) {
          return true
        }
      }
      if let arguments = call.arguments {
        for (label, value) in outline.arguments(at: arguments)
        where label == "perform" && value.count == 1
          && names.contains(outline.name(value.lowerBound))
        {
          return true
        }
      }
    }
    return false
  }
}
