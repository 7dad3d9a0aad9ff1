import SwiftUI

// Placed only under a condition of its parent: not every time the parent shows.
struct CafeFavoritesList: View {
  @EnvironmentObject private var store: CafeStore

  var body: some View {
    if store.favorites.isEmpty {
      ContentUnavailableView("No Favorites", systemImage: "star")
    } else {
      List(store.favorites, id: \.self) { Text($0) }
    }
  }
}
