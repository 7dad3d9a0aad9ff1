import SwiftUI

// The pantry screen: it starts the store's observation when it appears. The store is declared
// in PantryStore.swift; linted together with it, the linter follows the call into the store.

struct PantryScreen: View {
  let household: String
  @State private var store = PantryStore()

  var body: some View {
    NavigationStack {
      List(store.ingredients) { item in
        LabeledContent(item.name, value: "\(item.quantity)")
      }
      .overlay {
        if store.ingredients.isEmpty {
          ContentUnavailableView("Pantry Empty", systemImage: "cabinet", description: Text("Scan groceries to stock your pantry.")) // expect: empty-state-during-loading
        }
      }
      .navigationTitle("Pantry")
      .onAppear(perform: startObserving)
      .onDisappear { store.stopObserving() }
    }
  }

  private func startObserving() {
    store.beginObserving(household: household)
  }
}

// The shopping list is given to the store when it is made: it does not load.
struct ShoppingListScreen: View {
  @State private var store = PantryStore()

  var body: some View {
    List(store.shoppingList) { Text($0.name) }
      .overlay {
        if store.shoppingList.isEmpty {
          ContentUnavailableView("List Complete", systemImage: "cart", description: Text("Add what you run out of."))
        }
      }
      .onAppear { store.beginObserving(household: "home") }
  }
}
