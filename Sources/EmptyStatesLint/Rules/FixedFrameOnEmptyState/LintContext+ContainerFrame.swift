extension LintContext {
  /// The stacks and groups whose height is the height of what they hold.
  private static let frameContainers: Set<String> = [
    "VStack", "HStack", "ZStack", "Group", "LazyVStack", "LazyHStack",
  ]

  /// The stack around the site at `name` (an empty state, or the use of a view that shows one)
  /// that a fixed height truncates it with: its name token and the frame's label. Looks out
  /// through up to four stacks and groups and the `if`/`switch` branches between them, and
  /// stops at anything else (a scroll view, a list, a modifier's closure, a declaration's body),
  /// and where the path holds other content that can grow to take the height
  /// (``VerticalGrowth``): then the height was not given to the empty state.
  func fixedContainer(around name: Int) -> (container: Int, label: String)? {
    let call = outline.call(at: name)
    // A view that keeps its ideal height overflows instead of truncating.
    if outline.modifiers(after: call.end).contains(where: { outline.is($0.name, "fixedSize") }) {
      return nil
    }
    // Out to the first stack with a fixed height, noting the blocks on the way and which of
    // their statements holds the path; then what else those blocks show.
    var levels: [(block: Int, path: Int)] = []
    var path = name
    var stacks = 0
    var found: (container: Int, label: String)?
    for ancestor in outline.ancestors(of: name) {
      switch outline.roles[ancestor] {
      case .ifBody, .elseBody, .switchBody:
        levels.append((ancestor, path))
      case .closure:
        guard let owner = outline.owner(ofBracketAt: ancestor), !outline.isModifier(owner),
          outline.kind(owner - 1) != .period,
          Self.frameContainers.contains(outline.name(owner))
        else { return nil }
        levels.append((ancestor, path))
        if let label = fixedHeight(of: owner) {
          found = (owner, label)
        } else {
          stacks += 1
          if stacks == 4 { return nil }
        }
      default:
        return nil
      }
      if found != nil { break }
      path = ancestor
    }
    guard let found else { return nil }
    let growth = VerticalGrowth(self)
    for (block, path) in levels {
      var statements = outline.builderStatements(in: block)
      if case .switchBody = outline.roles[block] {
        let segment = outline.caseSegment(in: block, holding: path)
        statements.removeAll { !segment.contains($0.lowerBound) }
      }
      statements.removeAll { $0.contains(path) }
      if growth.anyMayGrow(statements) { return nil }
    }
    return found
  }

  /// The label of the fixed height that a `.frame` applied to the call named at `name` gives.
  private func fixedHeight(of name: Int) -> String? {
    let end = outline.call(at: name).end
    for modifier in outline.modifiers(after: end) where outline.is(modifier.name, "frame") {
      guard let open = modifier.arguments,
        let label = fixedDimension(inFrameAt: open, proxies: geometryProxies(around: open))
      else { continue }
      return label
    }
    return nil
  }
}
