extension LintContext {
  /// What the name `name`, read at token `index` in a body of `type`, refers to: an `if let` or
  /// `guard let` on the way, a local value or a parameter of the function around it, a closure's
  /// parameter, or else a property of `type`.
  func binding(of name: String, at index: Int, in type: TypeDeclaration) -> NameBinding {
    var position = index
    for ancestor in outline.ancestors(of: index) {
      if let found = bindingInCondition(of: name, before: position, in: ancestor, type: type) {
        return found
      }
      if let found = localBinding(of: name, before: position, inBlockAt: ancestor, type: type) {
        return found
      }
      if outline.roles[ancestor] == .closure, closureParameters(at: ancestor).contains(name) {
        return .unknown
      }
      if case .functionBody = outline.roles[ancestor] {
        if let found = parameterBinding(of: name, inFunctionAt: ancestor) { return found }
      }
      if outline.roles[ancestor].isDeclarationBody { break }
      position = ancestor
    }
    return propertyBinding(of: name, in: type) ?? .unknown
  }

  /// The property `name` of `type`, if it declares one.
  func propertyBinding(of name: String, in type: TypeDeclaration) -> NameBinding? {
    guard let token = type.members.properties[name] else { return nil }
    return .property(type, type.context.propertyDeclaration(at: token))
  }

  /// A binding of `name` in the condition of the `if`, `guard` or `while` whose body is the
  /// brace `open`, or in a `guard` before `position` in the block `open`.
  private func bindingInCondition(
    of name: String, before position: Int, in open: Int, type: TypeDeclaration
  ) -> NameBinding? {
    var conditions: [Range<Int>] = []
    switch outline.roles[open] {
    case .ifBody(let keyword), .block(let keyword):
      conditions.append(keyword + 1..<open)
    default:
      break
    }
    guard outline.kind(open) == .leftBrace else { return nil }
    // `guard let name = …` before the position, in the same block.
    conditions += blockBindings(of: open).guards.filter { $0.upperBound <= position }
    return binding(of: name, inConditions: conditions.reversed(), in: type)
  }

  /// A binding of `name` by `if let`, `guard let` or `while let` in one of `conditions`, the
  /// innermost first.
  func binding(of name: String, inConditions conditions: [Range<Int>], in type: TypeDeclaration)
    -> NameBinding?
  {
    for condition in conditions {
      for token in condition
      where outline.isWord(token, "let") || outline.isWord(token, "var") {
        guard outline.kind(token + 1) == .identifier, outline.name(token + 1) == name else {
          continue
        }
        // `case .loaded(let name)`: a value the pattern takes from an enum.
        if outline.kind(token - 1) == .leftParen || outline.kind(token - 1) == .comma,
          outline.enclosing[token] != outline.enclosing[condition.lowerBound]
        {
          return .unknown
        }
        guard outline.is(token + 2, "=") else {
          return unwrapped(name, in: type)
        }
        return binding(ofValueAt: token + 3, in: type, unwrapping: true)
      }
    }
    return nil
  }

  /// The property `name` of `type` unwrapped by `if let`.
  private func unwrapped(_ name: String, in type: TypeDeclaration) -> NameBinding {
    guard case .property(let owner, let declaration) = propertyBinding(of: name, in: type) else {
      return .unknown
    }
    return .unwrapped(owner, declaration)
  }

  /// What the value starting at `start` refers to: `property`, `self.property`, `Model(…)`.
  private func binding(ofValueAt start: Int, in type: TypeDeclaration, unwrapping: Bool)
    -> NameBinding
  {
    var index = start
    if outline.isWord(index, "self"), outline.kind(index + 1) == .period { index += 2 }
    guard outline.kind(index) == .identifier else { return .unknown }
    let ends =
      index + 1 >= outline.count || outline.tokens[index + 1].isAtStartOfLine
      || outline.kind(index + 1) == .leftBrace || outline.kind(index + 1) == .comma
      || outline.isWord(index + 1, "else")
    if outline.startsUppercase(index), outline.kind(index + 1) == .leftParen {
      return .typed(outline.name(index))
    }
    guard ends, !outline.startsUppercase(index) else { return .unknown }
    let name = outline.name(index)
    return unwrapping
      ? unwrapped(name, in: type) : (propertyBinding(of: name, in: type) ?? .unknown)
  }

  /// A `let`/`var` declaring `name` before `position`, directly in the block `open`.
  private func localBinding(
    of name: String, before position: Int, inBlockAt open: Int, type: TypeDeclaration
  ) -> NameBinding? {
    guard outline.kind(open) == .leftBrace else { return nil }
    let found = blockBindings(of: open).locals[name]?.last { $0 < position }
    guard let found else { return nil }
    if outline.kind(found + 1) == .colon, let typeName = typeName(in: found + 2..<found + 3) {
      return .typed(typeName)
    }
    guard outline.is(found + 1, "=") else { return .unknown }
    // `@Bindable var model = model` reads the parameter or property of the same name.
    if outline.kind(found + 2) == .identifier, outline.name(found + 2) == name,
      found + 3 >= outline.count || outline.tokens[found + 3].isAtStartOfLine
    {
      return nil
    }
    return binding(ofValueAt: found + 2, in: type, unwrapping: false)
  }

  /// The parameter `name` of the function whose body is the brace `body`.
  private func parameterBinding(of name: String, inFunctionAt body: Int) -> NameBinding? {
    guard let parameter = parameters(ofFunctionAt: body).first(where: { $0.name == name }) else {
      return nil
    }
    return typeName(in: parameter.type).map(NameBinding.typed) ?? .unknown
  }

  /// The parameters of the function whose body is the brace `body`, by the names its body uses
  /// them by, with their types: `label name: Type`, `name: Type`, `_ name: Type`.
  func parameters(ofFunctionAt body: Int) -> [(name: String, type: Range<Int>)] {
    guard case .functionBody(let keyword) = outline.roles[body] else { return [] }
    var open = keyword + 1
    while open < body, outline.kind(open) != .leftParen { open = outline.end(ofGroup: open) }
    guard open < body else { return [] }
    // ``SourceOutline/arguments(at:)`` reads `name: Type` as a label and a value.
    return outline.arguments(at: open).compactMap { _, value in
      var colon = value.lowerBound
      while colon < value.upperBound, outline.kind(colon) != .colon { colon += 1 }
      let name = colon < value.upperBound ? colon - 1 : value.lowerBound - 2
      guard name > open, outline.kind(name) == .identifier else { return nil }
      let typeStart = colon < value.upperBound ? colon + 1 : value.lowerBound
      return (outline.name(name), typeStart..<value.upperBound)
    }
  }

  /// The parameters a closure names before `in`: `{ item in`, `{ (a, b) in`, `{ [weak self] x in`.
  func closureParameters(at open: Int) -> [String] {
    var names: [String] = []
    var index = open + 1
    let close = outline.close(of: open)
    while index < close, index < open + 24 {
      if outline.isWord(index, "in") { return names }
      if outline.kind(index) == .leftBracket {
        index = outline.end(ofGroupAt: index)
        continue
      }
      if outline.kind(index) == .identifier { names.append(outline.name(index)) }
      guard
        [.identifier, .comma, .leftParen, .rightParen, .colon, .keyword].contains(
          outline.kind(index))
      else { return [] }
      index += 1
    }
    return []
  }

  /// The `let`s, `var`s and `guard` conditions directly in the block `open`, read once per
  /// block.
  private func blockBindings(of open: Int) -> BlockBindings {
    if let known = loadingMemo.blocks[open] { return known }
    var bindings = BlockBindings()
    let close = outline.close(of: open)
    var index = open + 1
    while index < close {
      if outline.isWord(index, "let") || outline.isWord(index, "var"),
        outline.kind(index + 1) == .identifier
      {
        bindings.locals[outline.name(index + 1), default: []].append(index + 1)
      } else if outline.isWord(index, "guard") {
        var end = index + 1
        while end < close, !(outline.isWord(end, "else") && outline.enclosing[end] == open) {
          end = outline.end(ofGroup: end)
        }
        bindings.guards.append(index + 1..<end)
        index = end
        continue
      }
      index = outline.end(ofGroup: index)
    }
    loadingMemo.blocks[open] = bindings
    return bindings
  }
}
