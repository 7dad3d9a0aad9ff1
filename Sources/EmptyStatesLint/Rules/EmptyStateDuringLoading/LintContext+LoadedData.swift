extension LintContext {
  /// The stored properties that the emptiness test of `subject`, on the path `conditions` to
  /// the empty state `site` in a body of `view`, reads and that start empty: what a load must
  /// fill before the test is right. Rows of a local store (`@Query`, a fetch from a model
  /// context) count, marked as such: only a load that inserts rows fills them. Empty when the
  /// file says the data is there from the start (a value given to the view, a model that arrives
  /// with its data, an app-wide store) or does not say what the data is.
  func dataStartingEmpty(
    _ subject: Range<Int>, at site: Int, on conditions: [PathCondition], in view: TypeDeclaration
  ) -> [DataProperty] {
    let chain = memberChain(in: subject)
    guard let root = chain.first else { return [] }
    // `Feed.shared.posts`: a member of the shared instance a type keeps of itself.
    if chain.count == 3, let shared = sharedInstanceType(at: chain[1], home: self),
      case .property(_, let declaration) = shared.context.propertyBinding(
        of: outline.name(chain[2]), in: shared)
    {
      return shared.context.dataStartingEmpty(declaration, of: shared, depth: 0)
    }
    let name = outline.name(root)
    // A name bound on the way (`if let links = model.links`), or in the condition that failed
    // to reach an `else` (`if let links = model.links, !links.isEmpty { … } else { … }`).
    let binding =
      binding(of: name, inConditions: conditions.filter(\.holds).map(\.tokens), in: view)
      ?? binding(
        of: name, inConditions: conditions.filter { !$0.holds }.map(\.tokens), in: view)
      ?? binding(of: name, at: subject.lowerBound, in: view)
    if chain.count == 1 {
      // `if let links = service.links, !links.isEmpty { … } else { … }`: the data it unwraps.
      if let value = boundValue(of: name, in: conditions), memberChain(in: value).count > 1 {
        return dataStartingEmpty(value, at: site, on: [], in: view)
      }
      // `if let items { if items.isEmpty … }`: set once, with its data.
      guard case .property(let owner, let declaration) = binding else { return [] }
      return owner.context.dataStartingEmpty(declaration, of: owner, depth: 0)
    }
    var typeName: String?
    switch binding {
    case .property(let owner, let declaration), .unwrapped(let owner, let declaration):
      typeName = owner.context.typeName(of: declaration)
    case .typed(let name):
      typeName = name
    case .unknown:
      return []
    }
    // `model.items`, `store.library.items`: each member in the type of the one before.
    for (position, member) in chain.dropFirst().enumerated() {
      guard let name = typeName, let owner = declaration(ofType: name),
        case .property(_, let declaration) = owner.context.propertyBinding(
          of: outline.name(member), in: owner)
      else { return [] }
      if position == chain.count - 2 {
        return owner.context.dataStartingEmpty(declaration, of: owner, depth: 0)
      }
      typeName = owner.context.typeName(of: declaration)
    }
    return []
  }

  /// The value a condition on the way binds `name` to: `service.links` in
  /// `if let links = service.links, …`, up to the next comma.
  private func boundValue(of name: String, in conditions: [PathCondition]) -> Range<Int>? {
    for condition in conditions.reversed() {
      for token in condition.tokens
      where (outline.isWord(token, "let") || outline.isWord(token, "var"))
        && outline.kind(token + 1) == .identifier && outline.name(token + 1) == name
        && outline.is(token + 2, "=")
      {
        var end = token + 3
        while end < condition.tokens.upperBound, outline.kind(end) != .comma {
          end = outline.end(ofGroup: end)
        }
        return token + 3..<min(end, condition.tokens.upperBound)
      }
    }
    return nil
  }

  /// The names of `range` that make a member chain from its start: `model`, `items` in
  /// `self.model?.items.filter { … }` (at most three).
  func memberChain(in range: Range<Int>) -> [Int] {
    var index = range.lowerBound
    if outline.isWord(index, "self"), outline.kind(index + 1) == .period { index += 2 }
    var chain: [Int] = []
    while index < range.upperBound, outline.kind(index) == .identifier, chain.count < 3 {
      chain.append(index)
      var next = index + 1
      while outline.kind(next) == .operator, outline.is(next, "?") || outline.is(next, "!") {
        next += 1
      }
      guard outline.kind(next) == .period, next + 1 < range.upperBound else { break }
      index = next + 1
    }
    return chain
  }

  /// The stored properties of `owner` behind `declaration` that start empty: itself, or what a
  /// computed property reads (search queries aside: they filter the data, they do not hold it).
  private func dataStartingEmpty(
    _ property: PropertyDeclaration, of owner: TypeDeclaration, depth: Int
  ) -> [DataProperty] {
    switch start(of: property, in: owner) {
    case .empty:
      return [DataProperty(owner: owner.name, name: outline.name(property.name))]
    case .local:
      return [
        DataProperty(owner: owner.name, name: outline.name(property.name), isStoreRows: true)
      ]
    case .given, .value:
      return []
    case .computed(let body):
      guard depth < 2 else { return [] }
      if fetchesFromStore(inBlockAt: body) {
        return [
          DataProperty(owner: owner.name, name: outline.name(property.name), isStoreRows: true)
        ]
      }
      var result: [DataProperty] = []
      var seen: Set<String> = []
      let close = outline.close(of: body)
      for index in body + 1..<close where outline.kind(index) == .identifier {
        let name = outline.name(index)
        guard outline.kind(index - 1) != .period || outline.isWord(index - 2, "self"),
          !Self.isQueryName(name), seen.insert(name).inserted,
          let token = owner.members.properties[name], token != property.name
        else { continue }
        let read = propertyDeclaration(at: token)
        // `store.items`, `service?.items` in the body: the member of the store's type.
        var period = index + 1
        while outline.kind(period) == .operator, outline.is(period, "?") || outline.is(period, "!")
        {
          period += 1
        }
        if outline.kind(period) == .period, outline.kind(period + 1) == .identifier,
          let typeName = typeName(of: read), let model = declaration(ofType: typeName),
          case .property(_, let member) = model.context.propertyBinding(
            of: outline.name(period + 1), in: model)
        {
          result += model.context.dataStartingEmpty(member, of: model, depth: depth + 1)
          continue
        }
        result += dataStartingEmpty(read, of: owner, depth: depth + 1)
      }
      return result
    }
  }

  /// Whether the property `declaration` holds an app-wide store: `@Environment(Store.self)`,
  /// `@EnvironmentObject`, `= Store.shared`.
  func isShared(_ declaration: PropertyDeclaration) -> Bool {
    if declaration.attributes.contains(where: { $0 == "Environment" || $0 == "EnvironmentObject" })
    {
      return true
    }
    guard let value = declaration.value, value.count >= 3 else { return false }
    let first = value.lowerBound
    return outline.startsUppercase(first) && outline.kind(first + 1) == .period
      && outline.kind(first + 2) == .identifier && outline.kind(first + 3) != .leftParen
  }
}
