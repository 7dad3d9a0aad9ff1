/// What a `{` opens. Each case but ``other`` and ``closure`` carries the index of the keyword
/// that introduced the brace (`if`, `else`, `struct`, `var`, …) in ``SourceOutline/tokens``.
enum BraceRole: Hashable, Sendable {
  /// Not a `{`.
  case other
  /// A closure: a trailing closure, a closure argument or a closure value.
  case closure
  /// The body of a `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
  case typeBody(keyword: Int)
  /// The body of a `func`, `init`, `deinit` or `subscript`.
  case functionBody(keyword: Int)
  /// The body of a computed `var` (or its accessors).
  case propertyBody(keyword: Int)
  /// The body of an `if`.
  case ifBody(keyword: Int)
  /// The body of an `else`.
  case elseBody(keyword: Int)
  /// The `else` body of a `guard`; the keyword is the `guard`.
  case guardBody(keyword: Int)
  /// The body of a `switch`.
  case switchBody(keyword: Int)
  /// The body of a `for`, `while`, `repeat`, `do`, `catch` or `defer`.
  case block(keyword: Int)

  /// Whether the brace opens a declaration's body, where a search up for context ends.
  var isDeclarationBody: Bool {
    switch self {
    case .typeBody, .functionBody, .propertyBody: true
    default: false
    }
  }
}
