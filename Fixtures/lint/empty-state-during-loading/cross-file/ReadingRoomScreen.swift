import SwiftUI

struct ReadingRoomScreen: View {
  @StateObject private var store = ReadingRoomStore()

  var body: some View {
    TabView {
      // Placed at once: its empty state shows while the store loads.
      LoanedBooksList()
      // Placed only once the store has loaded.
      if store.isLoading {
        ProgressView()
      } else {
        ReservedBooksList()
      }
    }
    .environmentObject(store)
    .task { await store.refresh() }
  }
}
