import SwiftUI

// A shared store: the screen in ReadingRoomScreen.swift fills it when it appears, and the lists
// it places read it.
@MainActor
final class ReadingRoomStore: ObservableObject {
  @Published var loans: [String] = []
  @Published var reservations: [String] = []
  @Published var isLoading = false

  func refresh() async {
    isLoading = true
    loans = await ReadingRoomAPI.loans()
    reservations = await ReadingRoomAPI.reservations()
    isLoading = false
  }
}
