/// What a file declares and assigns, by name, read in one pass over its tokens: each `var` and
/// `let` (members, locals, `if let`s and pattern bindings) with its attributes, type and value;
/// the names bound any other way (parameters, closure parameters, loop variables); and every
/// later assignment, toggle and `$name` binding.
///
/// Names are only spelled: two declarations of one name in different types are both listed,
/// and a rule that needs to know which one a use means treats the name as ambiguous.
struct DeclarationIndex {
  /// The `var`s and `let`s of the file, by name.
  private(set) var variables: [String: [Variable]] = [:]
  /// The `var`s and `let`s by the bracket they are directly in and their name.
  private(set) var scoped: [Scope: [Variable]] = [:]
  /// The names bound as parameters, closure parameters or loop variables.
  private(set) var parameters: Set<String> = []
  /// The values assigned to each name after its declaration (`name = value`,
  /// `self.name = value`, `model.name = value`); for a compound assignment (`name += value`),
  /// the empty range at its operator.
  private(set) var assignments: [String: [Range<Int>]] = [:]
  /// Where each name is toggled (`name.toggle()`) or handed out as a binding (`$name`).
  private(set) var toggles: [String: [Int]] = [:]
  /// The parameter lists' `(` of the initializers declared directly in each type's body, by
  /// the body's `{`.
  private(set) var initializers: [Int: [Int]] = [:]

  /// Reads the declarations of `outline`.
  init(_ outline: SourceOutline) {
    var values: Set<Int> = []
    for index in 0..<outline.count {
      switch outline.kind(index) {
      case .keyword where outline.kind(index - 1) != .period:
        if outline.is(index, "var") || outline.is(index, "let") {
          guard let variable = Self.variable(at: index, in: outline) else { continue }
          let name = outline.name(index + 1)
          variables[name, default: []].append(variable)
          scoped[Scope(container: variable.container, name: name), default: []].append(variable)
          if let value = variable.value { values.insert(value.lowerBound - 1) }
        } else if outline.is(index, "func") || outline.is(index, "init")
          || outline.is(index, "subscript")
        {
          if let open = outline.parameterList(after: index) {
            parameters.formUnion(outline.parameters(at: open).map(\.name))
            if outline.is(index, "init") {
              initializers[outline.enclosing[index], default: []].append(open)
            }
          }
        } else if outline.is(index, "for") {
          parameters.formUnion(outline.loopNames(after: index))
        }
      case .leftBrace where outline.roles[index] == .closure:
        parameters.formUnion(outline.closureParameterNames(at: index))
      case .identifier:
        let name = outline.name(index)
        if name.count > 1, name.hasPrefix("$"), !name.dropFirst().allSatisfy(\.isNumber) {
          toggles[String(name.dropFirst()), default: []].append(index)
        } else if outline.kind(index + 1) == .period, outline.isWord(index + 2, "toggle"),
          outline.kind(index + 3) == .leftParen
        {
          toggles[name, default: []].append(index)
        }
      case .operator:
        recordAssignment(at: index, in: outline, skipping: values)
      default:
        break
      }
    }
  }

  /// Records `name = value` (or a compound `name += value`) at the operator `index`, unless it
  /// is a declaration's own `=`.
  private mutating func recordAssignment(
    at index: Int, in outline: SourceOutline, skipping values: Set<Int>
  ) {
    let text = outline.text(index)
    guard text.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(text),
      !values.contains(index), outline.kind(index - 1) == .identifier
    else { return }
    let before = index - 2
    if outline.kind(before) == .keyword || outline.kind(before) == .colon { return }
    let name = outline.name(index - 1)
    let value = text == "=" ? index + 1..<outline.expressionEnd(from: index + 1) : index..<index
    assignments[name, default: []].append(value)
  }

  /// The `var`/`let` at `keyword`, when a single name follows it.
  private static func variable(at keyword: Int, in outline: SourceOutline) -> Variable? {
    guard outline.kind(keyword + 1) == .identifier else { return nil }
    var variable = Variable(
      keyword: keyword, container: outline.enclosing[keyword],
      attributes: outline.attributes(before: keyword))
    var next = keyword + 2
    if outline.kind(next) == .colon {
      let start = next + 1
      next = start
      while next < outline.count, outline.enclosing[next] == outline.enclosing[keyword],
        !(outline.kind(next) == .operator && outline.is(next, "=")),
        outline.kind(next) != .leftBrace,
        outline.kind(next) != .comma, next == start || !outline.tokens[next].isAtStartOfLine
      {
        next =
          outline.kind(next) == .leftParen || outline.kind(next) == .leftBracket
          ? outline.end(ofGroupAt: next) : next + 1
      }
      variable.type = start..<next
    }
    if outline.kind(next) == .operator, outline.is(next, "=") {
      variable.value = next + 1..<outline.expressionEnd(from: next + 1)
    } else if outline.kind(next) == .leftBrace, case .propertyBody = outline.roles[next] {
      variable.body = next
    }
    return variable
  }
}
