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

  /// The declaration of the type named `name`: in this file, or else in the one other file
  /// given with it that declares it (for a model file, any file of the run but its own). A name found in neither is noted in ``wantedTypes``, so that
  /// a run over many files can give this one the file that declares it.
  func declaration(ofType name: String) -> TypeDeclaration? {
    let bodies = typeBodies(named: name)
    if !bodies.isEmpty { return TypeDeclaration(context: self, name: name, bodies: bodies) }
    if let model = models?.context(declaring: name) {
      let bodies = model.typeBodies(named: name)
      if !bodies.isEmpty { return TypeDeclaration(context: model, name: name, bodies: bodies) }
    }
    wantedTypes.insert(name)
    return nil
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
