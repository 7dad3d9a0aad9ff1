extension LintContext {
  /// The assignment of a property of `type` (or of a receiver's type) at the name `index`:
  /// `items = …`, `self.items = …`, `model.items += …`, `items.append(…)`, `items[id] = …`.
  func assignment(at index: Int, in type: TypeDeclaration, home: LintContext) -> LoadAssignment? {
    let previous = index - 1
    if outline.isWord(previous, "let") || outline.isWord(previous, "var")
      || outline.isWord(previous, "case") || outline.kind(previous) == .atSign
    {
      return nil
    }
    var next = index + 1
    if outline.kind(next) == .operator, outline.is(next, "?"),
      !outline.tokens[next].hasLeadingTrivia
    {
      next += 1
    }
    // `items[id] = records`: a subscript's assignment fills the collection too.
    if outline.kind(next) == .leftBracket, !outline.tokens[next].hasLeadingTrivia,
      outline.partner[next] > next
    {
      next = outline.partner[next] + 1
    }
    let assigns = outline.kind(next) == .operator && outline.is(next, "=")
    let adds =
      (outline.kind(next) == .operator && outline.is(next, "+="))
      || (outline.kind(next) == .period && Self.addingMethods.contains(outline.text(next + 1)))
    guard assigns || adds else { return nil }
    var flag: Bool?
    let value = next + 1
    let valueEnds =
      value + 1 >= outline.count || outline.tokens[value + 1].isAtStartOfLine
      || outline.kind(value + 1) == .rightBrace || outline.kind(value + 1) == .semicolon
    if assigns, valueEnds, outline.isWord(value, "true") { flag = true }
    if assigns, valueEnds, outline.isWord(value, "false") { flag = false }
    guard let owner = owner(ofMemberAt: index, in: type, home: home) else { return nil }
    let awaits =
      outline.isWord(previous, "await")
      || (outline.kind(previous) == .period && outline.isWord(previous - 2, "await"))
      || statementAwaits(from: next + 1)
    var end = value
    while end < outline.count, end == value || !outline.tokens[end].isAtStartOfLine,
      outline.kind(end) != .rightBrace, outline.kind(end) != .semicolon
    {
      end = outline.end(ofGroup: end)
    }
    return LoadAssignment(
      property: DataProperty(owner: owner.name, name: outline.name(index)), flag: flag,
      awaits: awaits, clears: assigns && (flag == false || outline.isEmptyValue(value..<end)),
      owner: owner)
  }

  /// The methods that add to a collection: `items.append(contentsOf: page)`.
  private static let addingMethods: Set<String> = ["append", "insert", "merge", "formUnion"]

  /// The method called at the name `index` (`load()`, `self.load()`, `model.load()`,
  /// `model?.load { … }`), when a type of the file, or of a model given with it, declares it.
  func callee(at index: Int, in type: TypeDeclaration, home: LintContext) -> MethodCallee? {
    let next = index + 1
    let isCall =
      (outline.kind(next) == .leftParen && !outline.tokens[next].isAtStartOfLine)
      || (outline.kind(next) == .leftBrace && outline.roles[next] == .closure)
    guard isCall, !outline.isWord(index - 1, "func"),
      let owner = owner(ofMemberAt: index, in: type, home: home)
    else { return nil }
    let name = outline.name(index)
    guard !methodBodies(name, of: owner).isEmpty else { return nil }
    return MethodCallee(name: name, type: owner)
  }

  /// The name of the call right after the `await` at `index` (`await load()`,
  /// `try await self.model.load()`), if there is one.
  func callName(after index: Int) -> Int? {
    var next = index + 1
    if outline.isWord(next, "try") {
      next += 1
      if outline.kind(next) == .operator { next += 1 }
    }
    while outline.kind(next) == .identifier || outline.isWord(next, "self"),
      outline.kind(next + 1) == .period
    {
      next += 2
    }
    guard outline.kind(next) == .identifier, outline.kind(next + 1) == .leftParen else {
      return nil
    }
    return next
  }

  /// The type whose member the name `index` is: `type` for a bare name it declares or
  /// `self.name`; the type of the receiver for `receiver.name`.
  private func owner(ofMemberAt index: Int, in type: TypeDeclaration, home: LintContext)
    -> TypeDeclaration?
  {
    let name = outline.name(index)
    guard outline.kind(index - 1) == .period else {
      let declares =
        property(name, of: type) != nil || !methodBodies(name, of: type).isEmpty
      return declares ? type : nil
    }
    var receiver = index - 2
    if outline.kind(receiver) == .operator, outline.is(receiver, "?") || outline.is(receiver, "!") {
      receiver -= 1
    }
    if outline.isWord(receiver, "self"), outline.kind(receiver - 1) != .period { return type }
    // `Downloads.shared.refresh()`: the shared instance a type keeps of itself.
    if let shared = sharedInstanceType(at: receiver, home: home) { return shared }
    guard outline.kind(receiver) == .identifier, outline.kind(receiver - 1) != .period,
      !outline.startsUppercase(receiver)
    else { return nil }
    let typeName: String?
    switch binding(of: outline.name(receiver), at: receiver, in: type) {
    case .property(let owner, let declaration), .unwrapped(let owner, let declaration):
      typeName = owner.context.typeName(of: declaration)
    case .typed(let name):
      typeName = name
    case .unknown:
      typeName = nil
    }
    guard let typeName else { return nil }
    if typeName == type.name { return type }
    if !typeBodies(named: typeName).isEmpty {
      return TypeDeclaration(context: self, name: typeName, bodies: typeBodies(named: typeName))
    }
    return home.declaration(ofType: typeName)
  }

  /// The type `Model` for `Model.shared` ending at `index`: a static property the type declares
  /// that holds one of its own instances (`static let shared = Model()`,
  /// `static var current: Model`).
  func sharedInstanceType(at index: Int, home: LintContext) -> TypeDeclaration? {
    let owner = index - 2
    guard outline.kind(index) == .identifier, outline.kind(index - 1) == .period,
      outline.kind(owner) == .identifier, outline.startsUppercase(owner),
      outline.kind(owner - 1) != .period
    else { return nil }
    let typeName = outline.name(owner)
    let declaration =
      typeBodies(named: typeName).isEmpty
      ? home.declaration(ofType: typeName)
      : TypeDeclaration(context: self, name: typeName, bodies: typeBodies(named: typeName))
    guard let declaration,
      let token = declaration.members.properties[outline.name(index)]
    else { return nil }
    let file = declaration.context
    guard file.outline.isStaticDeclaration(nameAt: token),
      file.typeName(of: file.propertyDeclaration(at: token)) == typeName
    else { return nil }
    return declaration
  }

  /// Whether the statement that goes on at `start` awaits: `= await f()`,
  /// `= (try? await f()) ?? []`.
  private func statementAwaits(from start: Int) -> Bool {
    var index = start
    while index < outline.count, index < start + 48 {
      if index > start, outline.tokens[index].isAtStartOfLine, outline.kind(index) != .period,
        outline.kind(index) != .operator
      {
        return false
      }
      if outline.isWord(index, "await") { return true }
      if outline.kind(index) == .rightBrace || outline.kind(index) == .leftBrace { return false }
      index += 1
    }
    return false
  }
}
