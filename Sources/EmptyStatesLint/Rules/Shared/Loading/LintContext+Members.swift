extension LintContext {
  /// The members `type` declares directly in its bodies, read once per type.
  func members(of type: TypeDeclaration) -> TypeMembers {
    if let known = loadingMemo.members[type.name] { return known }
    var members = TypeMembers()
    for body in type.bodies {
      let close = outline.close(of: body)
      var index = body + 1
      while index < close {
        defer { index = outline.end(ofGroup: index) }
        guard outline.enclosing[index] == body else { continue }
        switch outline.roles[index] {
        case .functionBody(let keyword):
          if outline.isWord(keyword, "init") {
            members.initializers.append(index)
          } else if let name = declaredName(after: keyword) {
            members.methods[name, default: []].append(index)
          }
        default:
          if outline.isWord(index, "var") || outline.isWord(index, "let"),
            outline.kind(index + 1) == .identifier,
            members.properties[outline.name(index + 1)] == nil
          {
            members.properties[outline.name(index + 1)] = index + 1
          }
        }
      }
    }
    loadingMemo.members[type.name] = members
    return members
  }

  /// The first answer `find` gives for `type` or a type it inherits from or conforms to, nearest
  /// first: its base class, that class's base, the protocols whose defaults it gets. A few
  /// levels, each type once, each looked up only when the nearer ones had no answer.
  func firstInLineage<Found>(
    of type: TypeDeclaration, _ find: (TypeDeclaration) -> Found?
  ) -> Found? {
    var seen: Set<String> = [type.name]
    var level = [type]
    // A view, its protocol; a model, its base class, that class's protocol.
    for _ in 0..<4 {
      var next: [TypeDeclaration] = []
      for candidate in level {
        if let found = find(candidate) { return found }
        for parent in candidate.inheritedNames where seen.insert(parent).inserted {
          if let declaration = candidate.context.declaration(ofType: parent) {
            next.append(declaration)
          }
        }
      }
      guard !next.isEmpty else { break }
      level = next
    }
    return nil
  }

  /// The property `name` of `type`, its own or one it inherits from a class it subclasses, with
  /// the file that declares it: its name token there.
  func property(_ name: String, of type: TypeDeclaration) -> (token: Int, file: LintContext)? {
    firstInLineage(of: type) { candidate in
      candidate.members.properties[name].map { ($0, candidate.context) }
    }
  }

  /// The `didSet` and `willSet` blocks of the property `name` of `type`, its own or inherited,
  /// with the file that holds them: what an assignment to it runs.
  func observers(of name: String, in type: TypeDeclaration) -> [(block: Int, file: LintContext)] {
    guard let (token, file) = property(name, of: type),
      let body = file.propertyDeclaration(at: token).body
    else { return [] }
    let outline = file.outline
    var blocks: [(block: Int, file: LintContext)] = []
    for index in body + 1..<outline.close(of: body)
    where outline.enclosing[index] == body
      && (outline.isWord(index, "didSet") || outline.isWord(index, "willSet"))
    {
      var open = index + 1
      // `didSet(oldValue) { … }`.
      if outline.kind(open) == .leftParen, outline.partner[open] > open {
        open = outline.partner[open] + 1
      }
      if outline.kind(open) == .leftBrace { blocks.append((open, file)) }
    }
    return blocks
  }

  /// The bodies of the method `name` that an instance of `type` runs: its own (an override
  /// first, or one in an extension of the type in a file of its own), else one it inherits from
  /// a class it subclasses or a default of a protocol it conforms to (`extension BaseView {
  /// func configureView() { … } }`), in the file or in one given with it; each with the file
  /// that holds it.
  func methodBodies(_ name: String, of type: TypeDeclaration) -> [(body: Int, file: LintContext)] {
    firstInLineage(of: type) { candidate in
      if let own = candidate.members.methods[name], !own.isEmpty {
        return own.map { ($0, candidate.context) }
      }
      // `StatsSetup.swift`: `extension Stat.StateModel { func setupStats() … }`.
      for file in models?.contexts(extending: lookupName(of: candidate)) ?? []
      where file !== candidate.context {
        let bodies = file.typeBodies(named: candidate.name)
        let extensionType = TypeDeclaration(context: file, name: candidate.name, bodies: bodies)
        if let found = extensionType.members.methods[name], !found.isEmpty {
          return found.map { ($0, file) }
        }
      }
      return nil
    } ?? []
  }

  /// The declaration of the type named `name`: in this file, or else in the one other file
  /// given with it that declares it (for a model file, any file of the run but its own). A name
  /// found in neither is noted in ``wantedTypes``, so that a run over many files can give this
  /// one the file that declares it.
  func declaration(ofType name: String) -> TypeDeclaration? {
    let bodies = typeBodies(named: name)
    if !bodies.isEmpty { return TypeDeclaration(context: self, name: name, bodies: bodies) }
    // `StateModel()` in `extension Stat { struct RootView … }` means `Stat.StateModel` first:
    // apps name a type alike in each feature's namespace.
    for namespace in namespaces {
      let qualified = namespace + "." + name
      if let model = models?.context(declaring: qualified) {
        let bodies = model.typeBodies(named: name)
        if !bodies.isEmpty { return TypeDeclaration(context: model, name: name, bodies: bodies) }
      }
      wantedTypes.insert(qualified)
    }
    if let model = models?.context(declaring: name) {
      let bodies = model.typeBodies(named: name)
      if !bodies.isEmpty { return TypeDeclaration(context: model, name: name, bodies: bodies) }
    }
    wantedTypes.insert(name)
    return nil
  }

  /// The names of the types whose bodies (or extensions) hold a type of this file: `Stat` for
  /// `extension Stat { struct RootView … }`, in order; at most ``maximumNamespaces`` (a file of
  /// an app has one or two; generated code with thousands is not looked up through).
  func readNamespaces() -> [String] {
    let names = Set(typeBodiesByName.values.joined().compactMap { qualifier(ofTypeBodyAt: $0) })
    return names.count <= Self.maximumNamespaces ? names.sorted() : []
  }

  /// The most namespaces a file's lookups go through.
  static let maximumNamespaces = 8

  /// The name of the type the type body `open` is nested in, or that its extension's dotted name
  /// starts with (`extension Stat.StateModel`): `Stat`; `nil` for a type at the top level.
  func qualifier(ofTypeBodyAt open: Int) -> String? {
    guard case .typeBody(let keyword) = outline.roles[open] else { return nil }
    if outline.kind(keyword + 1) == .identifier, outline.kind(keyword + 2) == .period,
      outline.kind(keyword + 3) == .identifier
    {
      return outline.name(keyword + 1)
    }
    let container = outline.enclosing[open]
    guard container >= 0, case .typeBody(let outer) = outline.roles[container] else { return nil }
    return declaredName(after: outer)
  }

  /// The types this file extends, by the names a lookup uses: `Stat.StateModel` for
  /// `extension Stat.StateModel` or an extension nested in `extension Stat`; `Feed` for a
  /// top-level `extension Feed`.
  var extendedNames: Set<String> {
    var names: Set<String> = []
    for (name, bodies) in typeBodiesByName {
      for body in bodies {
        guard case .typeBody(let keyword) = outline.roles[body], outline.is(keyword, "extension")
        else { continue }
        names.insert(qualifier(ofTypeBodyAt: body).map { $0 + "." + name } ?? name)
      }
    }
    return names
  }

  /// The name a lookup uses for `type`: qualified by the type its declaration is nested in
  /// (`Stat.StateModel`), or its own.
  func lookupName(of type: TypeDeclaration) -> String {
    for body in type.bodies {
      guard case .typeBody(let keyword) = type.context.outline.roles[body],
        !type.context.outline.is(keyword, "extension")
      else { continue }
      return type.context.qualifier(ofTypeBodyAt: body).map { $0 + "." + type.name } ?? type.name
    }
    return type.name
  }

  /// The names other files look this file's types up by (``TypeNeeds``): each type and protocol
  /// it declares, and each nested one also by its qualified name (`Stat.StateModel`).
  var lookupNames: Set<String> {
    var names = declaredTypes
    for (name, bodies) in typeBodiesByName {
      for body in bodies {
        guard case .typeBody(let keyword) = outline.roles[body], !outline.is(keyword, "extension")
        else { continue }
        if outline.is(keyword, "protocol") { names.insert(name) }
        if let namespace = qualifier(ofTypeBodyAt: body) { names.insert(namespace + "." + name) }
      }
    }
    return names
  }

  /// The names of the types this file declares (`struct`, `class`, `enum`, `actor`), which another
  /// file may read its models from.
  var declaredTypes: Set<String> {
    Set(
      typeBodiesByName.filter { _, bodies in
        bodies.contains { body in
          guard case .typeBody(let keyword) = outline.roles[body] else { return false }
          return !outline.is(keyword, "extension") && !outline.is(keyword, "protocol")
        }
      }.keys)
  }
}
