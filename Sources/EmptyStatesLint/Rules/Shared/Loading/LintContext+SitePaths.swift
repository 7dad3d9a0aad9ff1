extension LintContext {
  /// ``paths(to:)`` of the site at `index`, read once for both loading rules.
  func sitePaths(to index: Int) -> [[PathCondition]] {
    if let known = loadingMemo.sitePaths[index] { return known }
    let paths = paths(to: index)
    loadingMemo.sitePaths[index] = paths
    return paths
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
}
