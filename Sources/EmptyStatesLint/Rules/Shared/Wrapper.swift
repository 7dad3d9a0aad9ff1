/// A view, or a `some View` property or function, declared in the linted file, whose body shows
/// an empty state: its uses are empty states too.
struct Wrapper: Hashable, Sendable {
  /// Whether the wrapper is a view type (used as `Name(…)`) or a member (used as `name` or
  /// `name(…)`).
  enum Kind: Hashable, Sendable {
    case type
    case member
  }

  /// The wrapper's name.
  var name: String
  /// Whether it is a type or a member.
  var kind: Kind
  /// The `{` of the declaration's body.
  var body: Int
  /// The empty state inside it.
  var inner: Int
}
