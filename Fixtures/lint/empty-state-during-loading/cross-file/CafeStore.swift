import SwiftUI

@MainActor
final class CafeStore: ObservableObject {
  @Published var menu: [String] = []
  @Published var pastOrders: [String] = []
  @Published var favorites: [String] = []

  func load() async {
    menu = await CafeAPI.menu()
    pastOrders = await CafeAPI.pastOrders()
    favorites = await CafeAPI.favorites()
  }
}
