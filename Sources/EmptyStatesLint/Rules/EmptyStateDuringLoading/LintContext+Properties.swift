extension LintContext {
  /// The declaration of the property whose name token is `name` (a `var` or `let` before it).
  func propertyDeclaration(at name: Int) -> PropertyDeclaration {
    var declaration = PropertyDeclaration(name: name, attributes: [])
    let level = outline.enclosing[name]
    // Attributes and modifiers before the keyword: `@State private`, `@Environment(M.self)`.
    var index = name - 2
    while index > level {
      if outline.kind(index) == .rightParen, outline.partner[index] > level {
        index = outline.partner[index] - 1
        continue
      }
      if outline.kind(index) == .identifier, outline.kind(index - 1) == .atSign {
        declaration.attributes.append(outline.name(index))
        if outline.name(index) == "Environment", outline.kind(index + 1) == .leftParen,
          outline.kind(index + 2) == .identifier, outline.kind(index + 3) == .period,
          outline.isWord(index + 4, "self")
        {
          declaration.environmentType = index + 2
        }
        index -= 2
        continue
      }
      guard SourceOutline.declarationModifiers.contains(outline.text(index)) else { break }
      index -= 1
    }
    // The type annotation, up to `=`, `{` or the end of the line.
    var next = name + 1
    if outline.kind(next) == .colon {
      let start = next + 1
      next = start
      while next < outline.count, outline.enclosing[next] == level, !outline.is(next, "="),
        outline.kind(next) != .leftBrace, next == start || !outline.tokens[next].isAtStartOfLine
      {
        next = outline.end(ofGroup: next)
      }
      declaration.type = start..<next
    }
    if outline.kind(next) == .leftBrace, outline.roles[next] != .closure {
      declaration.body = next
    } else if outline.is(next, "=") {
      var end = next + 1
      while end < outline.count, outline.enclosing[end] == level,
        end == next + 1 || !outline.tokens[end].isAtStartOfLine || outline.kind(end) == .period
      {
        end = outline.end(ofGroup: end)
      }
      declaration.value = next + 1..<end
    }
    return declaration
  }

  /// What the property `declaration` of `owner` holds when `owner` is made.
  func start(of declaration: PropertyDeclaration, in owner: TypeDeclaration) -> PropertyStart {
    if let body = declaration.body { return .computed(body: body) }
    if declaration.attributes.contains(where: Self.localStoreAttributes.contains) { return .local }
    guard let value = declaration.value else {
      // An optional that no one gives a value to starts `nil`: a view's `@State`, a model's
      // property.
      let isState = declaration.attributes.contains { $0 == "State" || $0 == "Published" }
      if let type = declaration.type, isOptional(type), isState || owner.isReferenceType {
        return .empty
      }
      return .given
    }
    let name = outline.name(declaration.name)
    // `itemsCount = 0`: a count of nothing.
    let isZeroCount =
      name.hasSuffix("Count") && value.count == 1 && outline.text(value.lowerBound) == "0"
    guard outline.isEmptyValue(value) || isZeroCount else { return .value }
    // `init(items: [Item]) { _items = State(initialValue: items) }`: given after all.
    for initializer in owner.members.initializers
    where assignsValue(to: name, inBlockAt: initializer) {
      return .given
    }
    return holdsStoreRows(declaration) ? .local : .empty
  }

  /// Whether the collection `declaration` holds is of a local store's rows: `[Note]`,
  /// `Set<Note>`, where `Note` is a store model (``TypeDeclaration/isStoreModel``) of this file
  /// or of one given with it. Reading them back from the store, even through an `await`, is no
  /// wait for the network.
  private func holdsStoreRows(_ property: PropertyDeclaration) -> Bool {
    guard let type = property.type, let element = elementTypeName(in: type),
      let model = declaration(ofType: element)
    else { return false }
    return model.isStoreModel
  }

  /// The element type of a collection type annotation: `Note` in `[Note]`, `[Note]?`,
  /// `Array<Note>`, `Set<Note>`.
  private func elementTypeName(in type: Range<Int>) -> String? {
    var index = type.lowerBound
    if outline.kind(index) == .leftBracket {
      index += 1
    } else if outline.isWord(index, "Array") || outline.isWord(index, "Set"),
      outline.is(index + 1, "<")
    {
      index += 2
    } else {
      return nil
    }
    guard index < type.upperBound, outline.kind(index) == .identifier,
      outline.startsUppercase(index)
    else { return nil }
    // `[Note]` or `Set<Note>`, not `[String: Note]`.
    let after = index + 1
    guard outline.kind(after) == .rightBracket || outline.is(after, ">") else { return nil }
    return outline.name(index)
  }

  /// Whether the block at `open` assigns a value that is not empty to `name` (`name = …`,
  /// `self.name = …`, `_name = State(initialValue: …)`).
  private func assignsValue(to name: String, inBlockAt open: Int) -> Bool {
    let close = outline.close(of: open)
    for index in open + 1..<close where outline.kind(index) == .identifier {
      let text = outline.name(index)
      guard text == name || text == "_" + name, outline.is(index + 1, "="),
        outline.kind(index - 1) != .period || outline.isWord(index - 2, "self")
      else { continue }
      var end = index + 2
      while end < close, !outline.tokens[end].isAtStartOfLine { end = outline.end(ofGroup: end) }
      if !outline.isEmptyValue(index + 2..<end) { return true }
    }
    return false
  }

  /// The attributes of properties that read a local store's rows.
  private static let localStoreAttributes: Set<String> = [
    "Query", "FetchRequest", "SectionedFetchRequest", "ObservedResults", "FetchAll", "FetchOne",
  ]

  /// Whether the type annotation `type` is optional: `T?`, `Optional<T>`.
  private func isOptional(_ type: Range<Int>) -> Bool {
    guard let last = type.last else { return false }
    return (outline.kind(last) == .operator && outline.is(last, "?"))
      || outline.isWord(type.lowerBound, "Optional")
  }

  /// The name of the type of the property `declaration`, when written: `var model: Model`,
  /// `var model: Model?`, `= Model()`, `= Model.shared`, `@Environment(Model.self)`,
  /// `StateObject(wrappedValue: Model())`.
  func typeName(of declaration: PropertyDeclaration) -> String? {
    if let token = declaration.environmentType { return outline.name(token) }
    if let type = declaration.type, let name = typeName(in: type) { return name }
    if let value = declaration.value, let name = typeName(in: value) { return name }
    return nil
  }

  /// The type that `range` names or makes: its first capitalized name, past `some`, `any`,
  /// `Optional<`, `StateObject(wrappedValue:`.
  func typeName(in range: Range<Int>) -> String? {
    // `[Item]` is a collection of items, not an item.
    guard outline.kind(range.lowerBound) != .leftBracket else { return nil }
    for index in range where outline.kind(index) == .identifier {
      let name = outline.name(index)
      if Self.wrapperNames.contains(name) { continue }
      guard outline.startsUppercase(index) else {
        if name == "some" || name == "any" || name == "wrappedValue" { continue }
        return nil
      }
      return name
    }
    return nil
  }

  /// Names that wrap the type they are about.
  private static let wrapperNames: Set<String> = [
    "Optional", "StateObject", "ObservedObject", "State", "Bindable", "Binding",
  ]
}
