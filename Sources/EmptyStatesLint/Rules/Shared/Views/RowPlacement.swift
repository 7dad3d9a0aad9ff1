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
    /// Whether it is all a row shows: each use on the way reached through control flow and
    /// groups only, not one part of a stack beside others.
    var standsAlone: Bool
  }

  /// The placed declarations, by the `{` of their body.
  private(set) var placed: [Int: Place] = [:]
  /// The declarations each declaration's root uses, by the user's body: the used body and the
  /// use.
  private(set) var rootUses: [Int: [(body: Int, use: Int)]] = [:]
  /// Where each type the file uses but does not declare is first placed in a list's content.
  private(set) var foreign: [String: Place] = [:]
  /// The types the file uses but does not declare at the root of each declaration, by the
  /// declaration's body: placed wherever another file places the declaration.
  private(set) var foreignAtRoot: [Int: Set<String>] = [:]

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
              use: use, container: regions.container(of: use) ?? list, through: [],
              standsAlone: Self.standsAlone(use, below: list, context.outline))
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
          through: [name] + place.through,
          standsAlone: place.standsAlone && Self.standsAlone(use, below: user, context.outline))
        queue.append(body)
      }
    }
    if foreignTypes {
      readForeignTypes(declarations, in: regions, context: context)
    }
  }

  /// Whether the use at `index` is all that `top` (a declaration's body `{`, or the name token
  /// of a `List` or `Form`) shows where it shows it: reached through control flow, groups,
  /// sections and `ForEach` only, not one part of a stack or a layout beside others (a
  /// component inside a row rather than the row's content).
  private static func standsAlone(_ index: Int, below top: Int, _ outline: SourceOutline) -> Bool {
    for ancestor in outline.ancestors(of: index) {
      if ancestor == top { return true }
      switch outline.roles[ancestor] {
      case .ifBody, .elseBody, .switchBody, .guardBody:
        continue
      default:
        guard let owner = outline.owner(ofBracketAt: ancestor) else { return false }
        if owner == top { return true }
        guard Self.transparentContainers.contains(outline.name(owner)) else { return false }
      }
    }
    return false
  }

  /// The views whose content stands in the place of the view itself: each child is a row of
  /// its own, not a part of one.
  private static let transparentContainers: Set<String> = ["Group", "Section", "ForEach"]

  /// Records the calls of types the file does not declare in list content and at the root of
  /// placed declarations, and those at the root of every declaration.
  private mutating func readForeignTypes(
    _ declarations: ViewDeclarations, in regions: RowRegions, context: LintContext
  ) {
    let outline = context.outline
    for index in 0..<outline.count where outline.kind(index) == .identifier {
      guard outline.startsUppercase(index),
        outline.kind(index + 1) == .leftParen || outline.kind(index + 1) == .leftBrace
      else { continue }
      let region = regions.region(of: index)
      guard region != .none,
        // `Outer.Name(…)` is the type `Name` nested in `Outer`, whatever the file declares.
        let name = context.typeUseName(at: index), !declarations.typeNames.contains(name),
        !context.isInPreview(index)
      else { continue }
      let place: Place
      switch region {
      case .list(let list):
        place = Place(
          use: index, container: regions.container(of: index) ?? list, through: [],
          standsAlone: Self.standsAlone(index, below: list, outline))
      case .declaration(let user):
        let alone = Self.standsAlone(index, below: user, outline)
        if declarations.byBody[user] != nil, alone {
          foreignAtRoot[user, default: []].insert(name)
        }
        guard let outer = placed[user], let holder = declarations.byBody[user]?.name else {
          continue
        }
        place = Place(
          use: outer.use, container: regions.container(of: index) ?? outer.container,
          through: [holder] + outer.through, standsAlone: outer.standsAlone && alone)
      case .none:
        continue
      }
      if foreign[name] == nil { foreign[name] = place }
    }
  }
}
