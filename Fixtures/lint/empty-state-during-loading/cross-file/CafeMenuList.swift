import SwiftUI

struct CafeMenuList: View {
  @EnvironmentObject private var store: CafeStore

  var body: some View {
    List(store.menu, id: \.self) { Text($0) }
      .overlay {
        if store.menu.isEmpty {
          ContentUnavailableView("No Drinks", systemImage: "cup.and.saucer") // expect: empty-state-during-loading
        }
      }
  }
}
