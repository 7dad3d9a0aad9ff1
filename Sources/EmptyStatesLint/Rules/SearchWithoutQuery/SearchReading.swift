/// What `search-without-query` reads of a file once, for all of its search states: the
/// declarations, the `.searchable` bindings of each type, the computed properties and
/// functions by name, and the verdicts already reached on filtering properties.
final class SearchReading {
  /// The file's declarations and assignments.
  let declarations: DeclarationIndex
  /// The names bound by `.searchable(text: $name)` in each type (the last component of
  /// `$model.query`), by the type's name.
  let bindings: [String: Set<String>]
  /// The bodies' `{` of the computed properties and functions of the file, by name.
  let computedBodies: [String: [Int]]
  /// The same bodies by the bracket their declaration is directly in (a type's body) and name.
  let scopedBodies: [DeclarationIndex.Scope: [Int]]
  /// Whether a filtering property is empty only for a query, by its body and the query's
  /// names.
  var filterVerdicts: [String: Bool] = [:]

  /// A reading made of these parts.
  init(
    declarations: DeclarationIndex, bindings: [String: Set<String>],
    computedBodies: [String: [Int]], scopedBodies: [DeclarationIndex.Scope: [Int]]
  ) {
    self.declarations = declarations
    self.bindings = bindings
    self.computedBodies = computedBodies
    self.scopedBodies = scopedBodies
  }
}
