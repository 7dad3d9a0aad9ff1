/// Finds what each `{` of an outline opens, in one pass: a keyword (`if`, `struct`, `var`, …)
/// leaves a pending role for the next `{` at its own level, which that brace takes.
struct BraceRoleReader {
  private let outline: SourceOutline

  init(_ outline: SourceOutline) {
    self.outline = outline
  }

  /// The role of each token (``BraceRole/other`` for tokens that are not `{`).
  func roles() -> [BraceRole] {
    var roles = [BraceRole](repeating: .other, count: outline.count)
    // The role waiting for the next `{`, per enclosing bracket (-1: the top level → key 0).
    var pending: [Int: BraceRole] = [:]
    for index in 0..<outline.count {
      let level = outline.enclosing[index] + 1
      switch outline.kind(index) {
      case .leftBrace:
        if let role = pending.removeValue(forKey: level) {
          roles[index] = role
        } else {
          roles[index] = .closure
        }
      case .keyword where outline.kind(index - 1) != .period:
        if let role = role(introducedBy: index, waiting: pending[level]) {
          pending[level] = role
        }
      case .identifier:
        // `actor Name {`: a contextual keyword, a type when a name follows.
        if outline.is(index, "actor"), outline.kind(index + 1) == .identifier,
          pending[level] == nil
        {
          pending[level] = .typeBody(keyword: index)
        }
      case .operator:
        // `var x = …`: a stored property with a value; a `{` after it is a closure.
        if outline.is(index, "="), case .propertyBody = pending[level] {
          pending[level] = nil
        }
      default:
        break
      }
    }
    return roles
  }

  /// The role that the keyword at `index` leaves pending, given the one already waiting; `nil`
  /// to leave the waiting one as it is.
  private func role(introducedBy index: Int, waiting: BraceRole?) -> BraceRole? {
    let isInCondition: Bool
    switch waiting {
    case .ifBody, .guardBody, .switchBody, .block: isInCondition = true
    default: isInCondition = false
    }
    switch outline.text(index) {
    case "if": return .ifBody(keyword: index)
    case "guard": return .guardBody(keyword: index)
    case "switch": return .switchBody(keyword: index)
    case "else":
      if case .guardBody = waiting { return nil }
      return .elseBody(keyword: index)
    case "for", "while", "repeat", "do", "catch", "defer":
      return isInCondition && outline.text(index) == "while" ? nil : .block(keyword: index)
    case "struct", "class", "enum", "extension", "protocol":
      // `class func` and `class var` are members, not types.
      if outline.text(index) == "class", outline.kind(index + 1) == .keyword { return nil }
      return isInCondition ? nil : .typeBody(keyword: index)
    case "func", "init", "deinit", "subscript":
      return isInCondition ? nil : .functionBody(keyword: index)
    case "var", "let":
      return isInCondition ? nil : .propertyBody(keyword: index)
    default:
      return nil
    }
  }
}
