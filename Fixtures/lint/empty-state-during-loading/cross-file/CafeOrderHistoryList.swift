import SwiftUI

// Shown only in a sheet someone opens: the file does not say the load is still running then.
struct CafeOrderHistoryList: View {
  @EnvironmentObject private var store: CafeStore

  var body: some View {
    if store.pastOrders.isEmpty {
      ContentUnavailableView("No Past Orders", systemImage: "clock")
    } else {
      List(store.pastOrders, id: \.self) { Text($0) }
    }
  }
}
