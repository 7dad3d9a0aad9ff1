/// A declaration of the linted file that makes a view: a `View` type, whose `body` it shows, or
/// a property or function that returns one (`var empty: some View`, `func row() -> some View`).
struct ViewDeclaration: Hashable, Sendable {
  /// Whether the declaration is a type (used as `Name(…)`) or a member (used as `name` or
  /// `name(…)`).
  enum Kind: Hashable, Sendable {
    case type
    case member
  }

  /// The type's name, or the member's.
  var name: String
  /// Whether it is a type or a member.
  var kind: Kind
  /// The `{` of the body whose content the declaration shows: the type's `body` property, or the
  /// member's own body.
  var body: Int
  /// The `{` of the type body that declares it: the type's own for a type, the enclosing type's
  /// for a member; -1 for a member at the top level.
  var owner: Int
  /// The name other files use it by, if they can: its own for a type at the top level,
  /// `Outer.Name` for one declared directly in a top-level type or extension `Outer`; `nil` for
  /// a member, an extension, or a `private` or `fileprivate` type.
  var exportedName: String?
}
