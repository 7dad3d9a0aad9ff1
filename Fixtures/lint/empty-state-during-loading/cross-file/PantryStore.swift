import Foundation
import Observation

// The pantry's model, in a file of its own: a list that starts empty and fills from the
// network in a task the store starts when a screen asks it to.

@MainActor
@Observable
final class PantryStore {
  private(set) var ingredients: [PantryItem] = []
  private(set) var shoppingList: [PantryItem]
  private var observation: Task<Void, Never>?

  init(shoppingList: [PantryItem] = PantryItem.defaults) {
    self.shoppingList = shoppingList
  }

  func beginObserving(household: String) {
    observation?.cancel()
    observation = Task {
      for await snapshot in PantrySync.snapshots(for: household) {
        ingredients = snapshot
      }
    }
  }

  func stopObserving() {
    observation?.cancel()
  }
}

struct PantryItem: Identifiable, Hashable, Sendable {
  let id: UUID
  var name: String
  var quantity: Int

  static let defaults: [PantryItem] = []
}

enum PantrySync {
  static func snapshots(for household: String) -> AsyncStream<[PantryItem]> {
    AsyncStream { $0.finish() }
  }
}
