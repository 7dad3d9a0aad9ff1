extension LintContext {
  /// The property wrappers whose value a view owns: it starts as the view says and changes only
  /// inside it.
  private static let owningAttributes: Set<String> = [
    "State", "SceneStorage", "AppStorage", "StateObject",
  ]

  /// Reads what `search-without-query` asks of the file, once.
  func makeSearchReading() -> SearchReading {
    var bindings: [String: Set<String>] = [:]
    var computedBodies: [String: [Int]] = [:]
    var scopedBodies: [DeclarationIndex.Scope: [Int]] = [:]
    for index in 0..<outline.count {
      switch outline.roles[index] {
      case .propertyBody(let keyword), .functionBody(let keyword):
        if let name = declaredName(after: keyword) {
          computedBodies[name, default: []].append(index)
          let scope = DeclarationIndex.Scope(container: outline.enclosing[keyword], name: name)
          scopedBodies[scope, default: []].append(index)
        }
      default:
        break
      }
      guard outline.isWord(index, "searchable"), outline.kind(index - 1) == .period,
        let open = outline.call(at: index).arguments, let type = typeDeclaration(holding: index)
      else { continue }
      for (label, value) in outline.arguments(at: open) where label == "text" {
        if let last = outline.memberChain(at: value).last {
          bindings[type.name, default: []].insert(last)
        }
      }
    }
    return SearchReading(
      declarations: DeclarationIndex(outline), bindings: bindings, computedBodies: computedBodies,
      scopedBodies: scopedBodies)
  }

  /// The type (struct, class, enum, extension) whose body holds `index`: its body's `{` and name.
  func typeDeclaration(holding index: Int) -> (body: Int, name: String)? {
    for ancestor in outline.ancestors(of: index) {
      guard case .typeBody(let keyword) = outline.roles[ancestor],
        let name = declaredName(after: keyword)
      else { continue }
      return (ancestor, name)
    }
    return nil
  }

  /// The bodies of the type `type` (its declaration's and its extensions'), or only its own
  /// when the file declares the name so often that it says nothing.
  func bodies(of type: (body: Int, name: String)) -> [Int] {
    let all = typeBodiesByName[type.name] ?? []
    return all.count <= 16 ? all : [type.body]
  }

  /// Whether the query spelled by `chain` (`query`, `model.query`, `trimmedQuery`) at `index`
  /// is owned by the view `type`, with the names a check of it may use; `nil` when `chain`
  /// names nothing. The view owns it when it binds it to `.searchable` or declares its root as
  /// state; a local around `index` is followed to the value it is set from.
  func owner(
    of chain: [String], at index: Int, in type: (body: Int, name: String),
    reading: SearchReading, depth: Int = 0
  ) -> (isOwned: Bool, names: Set<String>)? {
    guard let root = chain.first, let last = chain.last else { return nil }
    let names: Set<String> = [root, last]
    if reading.bindings[type.name]?.contains(last) == true { return (true, names) }
    let declarations = reading.declarations
    let isState = bodies(of: type).contains { body in
      declarations.variables(named: root, in: body).contains {
        $0.attributes.contains(where: Self.owningAttributes.contains)
      }
    }
    if isState { return (true, names) }
    // A local set from the query: `let trimmed = query.trimmingCharacters(in: .whitespaces)`.
    for ancestor in outline.ancestors(of: index) {
      // Brackets open before what they hold: the type's body ends the walk.
      if ancestor <= type.body { break }
      let locals = declarations.variables(named: root, in: ancestor)
      guard let local = locals.last, let value = local.value else { continue }
      guard depth < 2,
        let resolved = owner(
          of: outline.memberChain(at: value), at: local.keyword, in: type, reading: reading,
          depth: depth + 1)
      else { break }
      return (resolved.isOwned, names.union(resolved.names))
    }
    return (false, names)
  }
}
