/// Something a load does, in the order it runs: waits, or assigns a property.
enum LoadEvent: Hashable, Sendable {
  /// An `await`: what follows runs once the awaited work is done.
  case suspension
  /// An assignment to `property` (`=`, `+=`, `.append(…)`, `.insert(…)`).
  ///
  /// - `flag`: `true` or `false` for a property set to that literal.
  /// - `deferred`: whether it runs after the load started rather than when it starts: after an
  ///   `await`, in the same statement as one, in a `Task`, in a completion handler.
  /// - `afterSuspension`: whether an `await` of the load comes before it.
  /// - `inTask`: whether it is made in a task of its own the load starts (`Task { … }`): work
  ///   that runs beside the view, however it reads the data (a model fetching a store's rows on
  ///   a background context).
  /// - `clears`: whether the value is an empty one (`items = []`, `selection = nil`).
  /// - `conditional`: whether it runs only on some ways through the load (in an `if`, `else`,
  ///   `guard … else`, `switch` case or `catch`, or in a method called from one).
  case assignment(
    DataProperty, flag: Bool?, deferred: Bool, afterSuspension: Bool, inTask: Bool = false,
    clears: Bool = false, conditional: Bool = false)
  /// Rows inserted into a local store (`modelContext.insert(…)`, `Item(context: context)`);
  /// `deferred` as for an assignment.
  case storeInsertion(deferred: Bool)
  /// A `guard` as the load starts that lets it go on only when these hold data
  /// (`guard !projects.isEmpty else { return }`): the load refreshes them, it cannot fill them
  /// from empty.
  case requiresData(Set<DataProperty>)
}
