/// What a file's views are made of, read once for the placement and modifier rules: the
/// declarations that make views and their uses, where each part of the file is placed as far as
/// list rows go, and which declarations end up in rows.
final class ViewStructure {
  /// The declarations that make views, and their uses.
  let declarations: ViewDeclarations
  /// Where each part of the file is placed as far as list rows go.
  let regions: RowRegions
  /// Which declarations end up in rows, and the foreign types the file places in rows.
  let placement: RowPlacement
  /// The declarations whose root uses each declaration, by the used body.
  private let users: [Int: [Int]]

  /// Reads the views of `context`'s file.
  init(_ context: LintContext) {
    declarations = ViewDeclarations(context)
    regions = RowRegions(context.outline, declaredTypes: declarations.typeNames)
    placement = RowPlacement(declarations, in: regions, context: context, foreignTypes: true)
    var users: [Int: [Int]] = [:]
    for (user, used) in placement.rootUses.sorted(by: { $0.key < $1.key }) {
      for (body, _) in used { users[body, default: []].append(user) }
    }
    self.users = users
  }

  /// The declaration whose body holds the token at `index` at its root (through stacks, groups
  /// and control flow, not a list or a modifier), if there is one.
  func declaration(atRootOf index: Int) -> ViewDeclaration? {
    guard case .declaration(let body) = regions.region(of: index) else { return nil }
    return declarations.byBody[body]
  }

  /// The exported view types that show the declaration `body` at their root, directly or
  /// through other declarations of the file (including itself when it is one), in order.
  func exportedTypes(showing body: Int) -> [ViewDeclaration] {
    declarations(showing: body).filter { $0.kind == .type && $0.exportedName != nil }
  }

  /// The declarations that show the declaration `body` at their root, directly or through
  /// other declarations of the file, itself first.
  func declarations(showing body: Int) -> [ViewDeclaration] {
    var seen: Set<Int> = [body]
    var queue = [body]
    var next = 0
    while next < queue.count {
      let current = queue[next]
      next += 1
      for user in users[current] ?? [] where seen.insert(user).inserted { queue.append(user) }
    }
    return queue.compactMap { declarations.byBody[$0] }
  }
}
