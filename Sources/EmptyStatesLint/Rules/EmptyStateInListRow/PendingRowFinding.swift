/// An empty state at the root of a view type that other files may place in a list: reported by
/// ``EmptyStateLinter`` when a file linted in the same run places one of the types in a list's
/// content.
struct PendingRowFinding: Hashable, Sendable {
  /// The empty state's name token.
  var token: Int
  /// The exported view types that show it at their root: a use of one of them in another
  /// file's list content places it in a row.
  var typeNames: [String]
  /// The empty state's name: `ContentUnavailableView` or `EmptyStateView`.
  var viewName: String
  /// The declaration that shows it: the type, or the member of one.
  var holderName: String
  /// The `Section` or `ForEach` around it in its own declaration, if any: the container the
  /// message names.
  var container: String?
}
