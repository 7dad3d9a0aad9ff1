extension LintContext {
  /// `empty-state-during-loading`: an empty state chosen by an emptiness test in a view that
  /// loads asynchronously, with no load state read on the way.
  func duringLoadingFindings() -> [RuleFinding] {
    var findings: [RuleFinding] = []
    for site in allSites {
      let paths = paths(to: site.name)
      guard let subject = paths.lazy.compactMap({ self.emptinessTest($0) }).first,
        !paths.contains(where: consultsLoading),
        let typeName = enclosingTypeName(of: site.name),
        mayStartEmpty(subject, inTypeNamed: typeName),
        let loader = asynchronousLoad(around: site.name, subject: subject)
      else { continue }
      let subjectText = outline.joinedText(subject)
      findings.append(
        RuleFinding(
          token: site.name, rule: .emptyStateDuringLoading,
          message:
            "\(outline.name(site.name)) is chosen by '\(FileLinter.quoted(subjectText)).isEmpty' while \(loader) is still loading it, so it flashes before the data arrives; check a loading state first (show ProgressView while loading)"
        ))
    }
    return findings
  }

  /// `empty-state-as-loading` for empty states shown where a load is running.
  func shownWhileLoadingFindings() -> [RuleFinding] {
    allSites.compactMap { site in
      guard case .wrapper = site.kind else {
        guard paths(to: site.name).contains(where: assertsLoading) else { return nil }
        return RuleFinding(
          token: site.name, rule: .emptyStateAsLoading,
          message:
            "\(outline.name(site.name)) is shown while loading; show a ProgressView while loading and the empty state only once loading has finished"
        )
      }
      return nil
    }
  }

  /// Whether the data `subject` reads may be empty when the view first appears: `false` for a
  /// `let` the view is given, a property that starts with a value, or a computed property that
  /// reads only such; `true` for one that starts empty (`= []`) and for what the file does not
  /// show.
  private func mayStartEmpty(_ subject: Range<Int>, inTypeNamed typeName: String) -> Bool {
    let names = outline.identifiers(in: subject)
    guard names.count == 1, let root = names.first else { return true }
    guard let declaration = storedOrComputed(root, inTypeNamed: typeName) else { return true }
    switch declaration {
    case .given: return false
    case .startsEmpty: return true
    case .startsWithValue: return false
    case .computed(let body):
      let close = outline.close(of: body)
      let read = Set(
        (body + 1..<close).filter { outline.kind($0) == .identifier }.map(outline.name))
      return read.contains { name in
        if case .startsEmpty = storedOrComputed(name, inTypeNamed: typeName) { return true }
        return false
      }
    }
  }

  /// How a property of a type is declared, as far as ``mayStartEmpty(_:inTypeNamed:)`` asks.
  private enum PropertyStart {
    case given, startsEmpty, startsWithValue
    case computed(body: Int)
  }

  /// How the property `name` of the type `typeName` is declared, if the file declares it.
  private func storedOrComputed(_ name: String, inTypeNamed typeName: String) -> PropertyStart? {
    for body in typeBodies(named: typeName) {
      let close = outline.close(of: body)
      for index in body + 1..<close
      where outline.enclosing[index] == body && outline.kind(index) == .identifier
        && outline.name(index) == name
      {
        guard outline.isWord(index - 1, "let") || outline.isWord(index - 1, "var") else {
          continue
        }
        var next = index + 1
        // Skip a type annotation: up to `=`, `{` or the end of the line.
        while next < close, outline.enclosing[next] == body, !outline.is(next, "="),
          outline.kind(next) != .leftBrace, !outline.tokens[next].isAtStartOfLine
        {
          next =
            outline.kind(next) == .leftBracket || outline.kind(next) == .leftParen
            ? outline.end(ofGroupAt: next) : next + 1
        }
        if outline.kind(next) == .leftBrace, outline.roles[next] != .closure {
          return .computed(body: next)
        }
        // No value: the view is given one when it is made.
        guard outline.is(next, "=") else { return .given }
        let value = next + 1
        let isEmptyValue =
          (outline.kind(value) == .leftBracket && outline.partner[value] == value + 1)
          || (outline.kind(value) == .leftBracket && outline.kind(value + 1) == .colon
            && outline.partner[value] == value + 2)
          || outline.text(value) == "\"\"" || outline.isWord(value, "nil")
        return isEmptyValue ? .startsEmpty : .startsWithValue
      }
    }
    return nil
  }

  /// What loads the data asynchronously, in words, when the type around `index` does: a
  /// `.task`, `.refreshable` or `.onAppear { Task { … } }` in the type (or its extensions in
  /// the file), or an `async` model of the file that `subject` is read from.
  private func asynchronousLoad(around index: Int, subject: Range<Int>) -> String? {
    guard let typeName = enclosingTypeName(of: index) else { return nil }
    let data = dataNames(of: subject, inTypeNamed: typeName)
    for body in typeBodies(named: typeName) {
      let close = outline.close(of: body)
      for token in body + 1..<close where outline.kind(token) == .period {
        let name = token + 1
        guard
          outline.is(name, "task") || outline.is(name, "refreshable")
            || outline.is(name, "onAppear"),
          let open = outline.call(at: name).closures.first?.open,
          touches(open, data, inTypeNamed: typeName)
        else { continue }
        if outline.is(name, "task") { return ".task" }
        if outline.is(name, "refreshable") { return ".refreshable" }
        if containsAsynchronousWork(open) { return ".onAppear" }
      }
    }
    let names = outline.identifiers(in: subject)
    if names.count >= 2, let model = modelType(ofProperty: names[0], inTypeNamed: typeName),
      typeBodies(named: model).contains(where: containsAsynchronousWork)
    {
      return "'\(model)'"
    }
    return nil
  }

  /// The names whose values the emptiness test of `subject` reads: its first name, and when that
  /// is a computed property of the type, the names its body reads.
  private func dataNames(of subject: Range<Int>, inTypeNamed typeName: String) -> Set<String> {
    guard let root = outline.identifiers(in: subject).first else { return [] }
    guard case .computed(let body) = storedOrComputed(root, inTypeNamed: typeName) else {
      return [root]
    }
    let close = outline.close(of: body)
    return Set((body + 1..<close).filter { outline.kind($0) == .identifier }.map(outline.name))
      .union([root])
  }

  /// Whether the block at `open` reads or writes one of `names`, itself or through a method of
  /// the type it calls: a `.task` that loads something else does not load the data.
  private func touches(_ open: Int, _ names: Set<String>, inTypeNamed typeName: String) -> Bool {
    let close = outline.close(of: open)
    let read = Set((open + 1..<close).filter { outline.kind($0) == .identifier }.map(outline.name))
    if !read.isDisjoint(with: names) { return true }
    for body in typeBodies(named: typeName) {
      let end = outline.close(of: body)
      for brace in body + 1..<end {
        guard case .functionBody(let keyword) = outline.roles[brace],
          let name = declaredName(after: keyword), read.contains(name)
        else { continue }
        let bodyEnd = outline.close(of: brace)
        if (brace + 1..<bodyEnd).contains(where: {
          outline.kind($0) == .identifier && names.contains(outline.name($0))
        }) {
          return true
        }
      }
    }
    return false
  }

  /// Whether the block at `open` starts asynchronous work: `Task`, `await` or `async`.
  private func containsAsynchronousWork(_ open: Int) -> Bool {
    let close = outline.close(of: open)
    return (open + 1..<close).contains {
      outline.isWord($0, "Task") || outline.isWord($0, "await") || outline.isWord($0, "async")
    }
  }

  /// The name of the type (or extended type) whose body holds `index`.
  func enclosingTypeName(of index: Int) -> String? {
    for ancestor in outline.ancestors(of: index) {
      if case .typeBody(let keyword) = outline.roles[ancestor] {
        return declaredName(after: keyword)
      }
    }
    return nil
  }

  /// The bodies of the types and extensions named `name` in the file.
  func typeBodies(named name: String) -> [Int] {
    // A type and a few extensions. More bodies of one name than that is generated code, whose
    // types cannot be told apart: none is read, so that the work stays linear.
    let bodies = typeBodiesByName[name] ?? []
    return bodies.count <= 8 ? bodies : []
  }

  /// The type of the property `property` declared in the type `typeName`, when written:
  /// `var model: Model`, `@StateObject var model = Model()`, `@Environment(Model.self) var model`.
  private func modelType(ofProperty property: String, inTypeNamed typeName: String) -> String? {
    for body in typeBodies(named: typeName) {
      let close = outline.close(of: body)
      for index in body + 1..<close
      where outline.enclosing[index] == body && outline.kind(index) == .identifier
        && outline.name(index) == property
        && (outline.isWord(index - 1, "var") || outline.isWord(index - 1, "let"))
      {
        if outline.kind(index + 1) == .colon, outline.kind(index + 2) == .identifier {
          return outline.name(index + 2)
        }
        if outline.is(index + 1, "="), outline.kind(index + 2) == .identifier {
          return outline.name(index + 2)
        }
        // `@Environment(Model.self) var model`
        var attribute = index - 2
        while attribute > body, outline.kind(attribute) != .atSign { attribute -= 1 }
        if outline.kind(attribute + 2) == .leftParen, outline.kind(attribute + 3) == .identifier,
          outline.kind(attribute + 4) == .period, outline.isWord(attribute + 5, "self")
        {
          return outline.name(attribute + 3)
        }
      }
    }
    return nil
  }
}
