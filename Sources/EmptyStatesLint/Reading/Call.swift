/// A call or reference read at a name: `List(items) { … }`, `.overlay(alignment: .top) { … }`,
/// `ContentUnavailableView.search(text: query)`, `ContentUnavailableView { … } actions: { … }`.
struct Call: Hashable, Sendable {
  /// The name token: `List`, `overlay`, `ContentUnavailableView`.
  var name: Int
  /// A member read on the name before any arguments: `search` in
  /// `ContentUnavailableView.search(text:)`.
  var member: Int?
  /// The `(` of the argument list, if any.
  var arguments: Int?
  /// The trailing closures' `{`, with the label token of each labelled one (`description:`).
  var closures: [(label: Int?, open: Int)]
  /// The index just past the call.
  var end: Int

  static func == (lhs: Call, rhs: Call) -> Bool {
    lhs.name == rhs.name && lhs.end == rhs.end
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(end)
  }
}
