import SwiftUI

// Its parent shows it only once the store has loaded.
struct ReservedBooksList: View {
  @EnvironmentObject private var store: ReadingRoomStore

  var body: some View {
    if store.reservations.isEmpty {
      ContentUnavailableView("No Reservations", systemImage: "bookmark")
    } else {
      List(store.reservations, id: \.self) { Text($0) }
    }
  }
}
