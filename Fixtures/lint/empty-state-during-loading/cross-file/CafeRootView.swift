import SwiftUI

// Places the menu every time it shows; the past orders only in a sheet, the favorites only when
// a setting asks for them.
struct CafeRootView: View {
  @State private var showsHistory = false
  @AppStorage("showsFavorites") private var showsFavorites = false

  var body: some View {
    TabView {
      CafeMenuTab()
      if showsFavorites {
        CafeFavoritesList()
      }
    }
    .sheet(isPresented: $showsHistory) {
      CafeOrderHistoryList()
    }
  }
}
