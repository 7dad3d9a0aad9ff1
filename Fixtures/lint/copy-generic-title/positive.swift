import EmptyStatesUI
import SwiftUI

// Titles that say nothing about the screen they are on.

struct ReportsView: View {
  var body: some View {
    ContentUnavailableView("No Data", systemImage: "chart.bar", description: Text("Run a report to fill this chart.")) // expect: copy-generic-title
  }
}

struct SyncErrorView: View {
    var retry: () -> Void = {}

    var body: some View {
        ContentUnavailableView { // expect: copy-generic-title
            Label("Error", systemImage: "exclamationmark.triangle")
        } description: {
            Text("Your notes could not sync.")
        } actions: {
            Button("Try Again", action: retry)
        }
    }
}

struct CheckoutFailureView: View {
  var retry: () -> Void = {}

  var body: some View {
    ContentUnavailableView { // expect: copy-generic-title
      Label("Something Went Wrong", systemImage: "xmark.octagon")
    } description: {
      Text("Your card was not charged.")
    } actions: {
      Button("Try Again", action: retry)
    }
  }
}

struct TipsView: View {
  var body: some View {
    VStack {
      ContentUnavailableView("Oops!", systemImage: "lightbulb", description: Text("Tips for this feature are coming soon.")) // expect: copy-generic-title
      EmptyStateView("No items found", systemImage: "shippingbox", description: Text("Add stock to see it listed.")) // expect: copy-generic-title
      ContentUnavailableView("Nothing here", systemImage: "tray", description: Text("Saved replies appear in this folder.")) // expect: copy-generic-title
    }
  }
}
