/// The query a `ContentUnavailableView.search` shows "No Results" for, as its call spells it.
enum SearchQuery: Hashable, Sendable {
  /// `.search(text: "…")`: a literal, empty or not; `nil` when it only interpolates.
  case literal(isEmpty: Bool?)
  /// `.search(text: model.query)`: the names of the member chain the text starts with.
  case expression([String])
  /// `.search`: the text of the `.searchable` around it.
  case environment
}
