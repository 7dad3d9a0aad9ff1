/// An assignment a load makes, as ``LoadFlowReader`` reads it: `items = await fetch()`,
/// `isLoading = true`, `model.rows.append(contentsOf: page)`.
struct LoadAssignment {
  /// The property assigned.
  var property: DataProperty
  /// The literal it is set to, for a flag set to `true` or `false`.
  var flag: Bool?
  /// Whether its own statement awaits (`items = await fetch()`).
  var awaits: Bool
  /// Whether it sets an empty value (`items = []`, `selection = nil`) rather than data.
  var clears: Bool = false
  /// The type whose property it is, where its observers (`didSet`) are read.
  var owner: TypeDeclaration?
}
