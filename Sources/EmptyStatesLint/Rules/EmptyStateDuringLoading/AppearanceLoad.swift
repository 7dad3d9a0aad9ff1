/// A load a view starts when it appears: a `.task` or `.onAppear` of the view (not one on a row,
/// which pages in more), the view's initializer, or the initializer of a model the view makes.
struct AppearanceLoad {
  /// What starts it, as a message names it: `.task`, `.onAppear`, `'FeedModel.init'`.
  var start: String
  /// What it does, in order.
  var events: [LoadEvent]

  /// Whether it fills one of `data` after it has started (so not in time for the first frame).
  /// Rows of a store count as filled later when a task of the load fetches them before anything
  /// else assigns them: read back from the store first, they are there, and a task that fetches
  /// them again (a sync) refreshes them.
  ///
  /// Data the load gives a value at once, as it starts, whichever way it goes (`items =
  /// cache.read()` before a `Task` refreshes it), is there for the first frame: what the load
  /// does to it later refreshes it.
  func fillsLater(_ data: [DataProperty]) -> Bool {
    let readsStore = data.contains(where: \.isStoreRows)
    var readBack: Set<DataProperty> = []
    var filledAtOnce: Set<DataProperty> = []
    for event in events {
      switch event {
      case .assignment(let property, _, let deferred, _, let inTask, let clears, let conditional):
        if !deferred, !clears, !conditional, !property.isStoreRows, data.contains(property) {
          filledAtOnce.insert(property)
        }
        if deferred && data.contains(property) && !filledAtOnce.contains(property) { return true }
        let rows = DataProperty(owner: property.owner, name: property.name, isStoreRows: true)
        if data.contains(rows) {
          if inTask, !readBack.contains(rows) { return true }
          readBack.insert(rows)
        }
      case .storeInsertion(let deferred):
        if deferred && readsStore { return true }
      case .requiresData(let required):
        if data.contains(where: required.contains) { return false }
      case .suspension:
        break
      }
    }
    return false
  }

  /// Whether it sets `name` to `true` or `false` somewhere.
  func setsFlag(named name: String) -> Bool {
    events.contains { event in
      guard case .assignment(let property, let flag, _, _, _, _, _) = event else { return false }
      return flag != nil && property.name == name
    }
  }

  /// Whether it first raises the flag `name` (`name = true`) after a wait; `nil` when it never
  /// raises it.
  func raisesAfterWaiting(_ name: String) -> Bool? {
    for event in events {
      guard case .assignment(let property, let flag, _, let afterSuspension, _, _, _) = event,
        property.name == name, flag == true
      else { continue }
      return afterSuspension
    }
    return nil
  }
}
