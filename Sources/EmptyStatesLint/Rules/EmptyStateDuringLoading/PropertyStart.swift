/// What a property holds when its view or model is made, as far as the emptiness of its data
/// goes.
enum PropertyStart: Hashable, Sendable {
  /// Given by whoever makes the view or model (`let`, `@Binding`, a property without a value):
  /// already loaded, as far as the file says.
  case given
  /// Rows of a local store read synchronously (`@Query`, `@FetchRequest`): empty only until a
  /// load inserts rows into the store.
  case local
  /// Empty: `[]`, `[:]`, `""`, `nil`, `[Item]()`, `0` for a count (`itemsCount`), or an optional
  /// `@State` without a value.
  case empty
  /// Some other value.
  case value
  /// Computed from other properties; the body's `{`.
  case computed(body: Int)
}
