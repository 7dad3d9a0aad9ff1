/// Which of a file's view declarations end up in a list's rows, and through what: a
/// declaration used in a `List`'s or `Form`'s content is placed there, and so is one used at
/// the root of a placed declaration's body, however many stand in between. Also the types the
/// file does not declare that it places in rows, for the linter to match with the files that
/// declare them.
struct RowPlacement {
  /// Where a declaration's content is placed in a list.
  struct Place: Hashable, Sendable {
    /// The use, in a list's content, that places it (or the declaration that holds it).
    var use: Int
    /// The name token of the innermost `List`, `Form`, `Section` or `ForEach` around the
    /// content.
    var container: Int
    /// The names of the declarations it is placed through, innermost first: empty when the
    /// use itself is in the list's content.
    var through: [String]
  }

  /// The placed declarations, by the `{` of their body.
  private(set) var placed: [Int: Place] = [:]
  /// The declarations each declaration's root uses, by the user's body: the used body and the
  /// use.
  private(set) var rootUses: [Int: [(body: Int, use: Int)]] = [:]
  /// Where each type the file uses but does not declare is first placed in a list's content.
  private(set) var foreign: [String: Place] = [:]

  /// Reads the placements of `declarations` in `regions`; with `foreignTypes`, also those of
  /// the types the file does not declare (`context` answers which tokens use a type).
  init(
    _ declarations: ViewDeclarations, in regions: RowRegions, context: LintContext,
    foreignTypes: Bool
  ) {
    var queue: [Int] = []
    for (body, uses) in declarations.uses.sorted(by: { $0.key < $1.key }) {
      for use in uses {
        switch regions.region(of: use) {
        case .list(let list):
          if placed[body] == nil {
            placed[body] = Place(
              use: use, container: regions.container(of: use) ?? list, through: [])
            queue.append(body)
          }
        case .declaration(let user):
          if declarations.byBody[user] != nil { rootUses[user, default: []].append((body, use)) }
        case .none:
          break
        }
      }
    }
    // Out from each placed declaration to those its root uses, once each.
    var next = 0
    while next < queue.count {
      let user = queue[next]
      next += 1
      guard let place = placed[user], let name = declarations.byBody[user]?.name else { continue }
      for (body, use) in rootUses[user] ?? [] where placed[body] == nil {
        placed[body] = Place(
          use: place.use, container: regions.container(of: use) ?? place.container,
          through: [name] + place.through)
        queue.append(body)
      }
    }
    if foreignTypes, regions.hasLists {
      readForeignTypes(declarations, in: regions, context: context)
    }
  }

  /// Records the calls of types the file does not declare in list content and at the root of
  /// placed declarations.
  private mutating func readForeignTypes(
    _ declarations: ViewDeclarations, in regions: RowRegions, context: LintContext
  ) {
    let outline = context.outline
    for index in 0..<outline.count where outline.kind(index) == .identifier {
      guard outline.startsUppercase(index),
        outline.kind(index + 1) == .leftParen || outline.kind(index + 1) == .leftBrace
      else { continue }
      let place: Place
      switch regions.region(of: index) {
      case .list(let list):
        place = Place(use: index, container: regions.container(of: index) ?? list, through: [])
      case .declaration(let user):
        guard let outer = placed[user], let name = declarations.byBody[user]?.name else {
          continue
        }
        place = Place(
          use: outer.use, container: regions.container(of: index) ?? outer.container,
          through: [name] + outer.through)
      case .none:
        continue
      }
      let name = outline.name(index)
      guard foreign[name] == nil, !declarations.typeNames.contains(name), context.isUse(index),
        !context.isInPreview(index)
      else { continue }
      foreign[name] = place
    }
  }
}
