import SwiftUI

struct LoanedBooksList: View {
  @EnvironmentObject private var store: ReadingRoomStore

  var body: some View {
    if store.loans.isEmpty {
      ContentUnavailableView("No Loans", systemImage: "books.vertical") // expect: empty-state-during-loading
    } else {
      List(store.loans, id: \.self) { Text($0) }
    }
  }
}
