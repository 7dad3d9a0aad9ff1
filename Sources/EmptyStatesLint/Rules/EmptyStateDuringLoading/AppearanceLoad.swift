/// A load a view starts when it appears: a `.task` or `.onAppear` of the view (not one on a row,
/// which pages in more), the view's initializer, or the initializer of a model the view makes.
struct AppearanceLoad {
  /// What starts it, as a message names it: `.task`, `.onAppear`, `'FeedModel.init'`.
  var start: String
  /// What it does, in order.
  var events: [LoadEvent]

  /// Whether it fills one of `data` after it has started (so not in time for the first frame).
  func fillsLater(_ data: [DataProperty]) -> Bool {
    let readsStore = data.contains(where: \.isStoreRows)
    return events.contains { event in
      switch event {
      case .assignment(let property, _, let deferred, _):
        return deferred && data.contains(property)
      case .storeInsertion(let deferred):
        return deferred && readsStore
      case .suspension:
        return false
      }
    }
  }

  /// Whether it sets `name` to `true` or `false` somewhere.
  func setsFlag(named name: String) -> Bool {
    events.contains { event in
      guard case .assignment(let property, let flag, _, _) = event else { return false }
      return flag != nil && property.name == name
    }
  }

  /// Whether it first raises the flag `name` (`name = true`) after a wait; `nil` when it never
  /// raises it.
  func raisesAfterWaiting(_ name: String) -> Bool? {
    for event in events {
      guard case .assignment(let property, let flag, _, let afterSuspension) = event,
        property.name == name, flag == true
      else { continue }
      return afterSuspension
    }
    return nil
  }
}
