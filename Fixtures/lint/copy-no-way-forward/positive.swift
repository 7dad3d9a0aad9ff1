import EmptyStatesUI
import SwiftUI

// Error states with nothing to do next.

struct FeedFailedView: View {
  var body: some View {
    ContentUnavailableView("Couldn’t Load Feed", systemImage: "exclamationmark.triangle", description: Text("Check your connection, then try again.")) // expect: copy-no-way-forward
  }
}

struct OfflineView: View {
    var body: some View {
        ContentUnavailableView { // expect: copy-no-way-forward
            Label("You’re Offline", systemImage: "wifi.slash")
        } description: {
            Text("Connect to the internet to see new posts.")
        }
    }
}

struct PaymentDeclinedView: View {
  var body: some View {
    ContentUnavailableView( // expect: copy-no-way-forward
      "Payment Declined",
      systemImage: "xmark.octagon",
      description: Text("Your bank did not approve this purchase.")
    )
  }
}

struct StoreOfflineView: View {
  var body: some View {
    EmptyStateView("Store Unavailable", systemImage: "wifi.slash", description: Text("Browse again once you are online.")) // expect: copy-no-way-forward
  }
}
