extension DeclarationIndex {
  /// One `var` or `let` name.
  struct Variable {
    /// The `var` or `let` keyword.
    var keyword: Int
    /// The bracket the declaration is directly in (a type's body for a member), -1 at the top.
    var container: Int
    /// The attributes before it, without `@`: `State`, `Binding`, `Environment`.
    var attributes: [String]
    /// The tokens of its type annotation, if any.
    var type: Range<Int>?
    /// The tokens of its initial value, if any.
    var value: Range<Int>?
    /// The `{` of a computed property's body, if it is one.
    var body: Int?
  }

  /// A name in the bracket it is declared directly in.
  struct Scope: Hashable {
    /// The bracket's index, -1 for the top level.
    var container: Int
    /// The name.
    var name: String
  }

  /// The `var`s and `let`s named `name` directly in the bracket at `container`.
  func variables(named name: String, in container: Int) -> [Variable] {
    scoped[Scope(container: container, name: name)] ?? []
  }

  /// The values assigned to `name` by assignments inside `range`.
  func assignments(to name: String, in range: Range<Int>) -> ArraySlice<Range<Int>> {
    let all = assignments[name] ?? []
    let start = Self.firstIndex(in: all, notBefore: range.lowerBound) { $0.lowerBound }
    let end = Self.firstIndex(in: all, notBefore: range.upperBound) { $0.lowerBound }
    return all[start..<max(start, end)]
  }

  /// Whether `name` is toggled or bound (`$name`) inside `range`.
  func isToggled(_ name: String, in range: Range<Int>) -> Bool {
    let all = toggles[name] ?? []
    let start = Self.firstIndex(in: all, notBefore: range.lowerBound) { $0 }
    return start < all.count && all[start] < range.upperBound
  }

  /// The first index of `sorted` (in ascending `position` order) whose position is at least
  /// `bound`, found by bisection.
  private static func firstIndex<Element>(
    in sorted: [Element], notBefore bound: Int, position: (Element) -> Int
  ) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if position(sorted[middle]) < bound { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
