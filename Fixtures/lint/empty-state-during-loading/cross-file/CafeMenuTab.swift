import SwiftUI

// A view between the root and the list, placing it every time.
struct CafeMenuTab: View {
  var body: some View {
    NavigationStack {
      CafeMenuList()
        .navigationTitle("Menu")
    }
  }
}
