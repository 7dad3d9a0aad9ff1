/// A stored property of a view or model, named by its type and its own name: the data an
/// emptiness test reads, or a flag a load raises.
struct DataProperty: Hashable, Sendable {
  /// The name of the type that declares it.
  var owner: String
  /// Its name.
  var name: String
  /// Whether it reads a local store's rows (`@Query`, a fetch from a model context): filled by
  /// what a load inserts into the store, not by assigning it.
  var isStoreRows = false
}
