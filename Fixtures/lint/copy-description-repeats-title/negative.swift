import SwiftUI

// Descriptions that add something: what will appear, or what to do.

struct HelpfulDescriptionsView: View {
  var body: some View {
    VStack {
      ContentUnavailableView("No Favorites", systemImage: "star", description: Text("Tap the star on a recipe to save it here."))
      ContentUnavailableView("No Recipes", systemImage: "fork.knife", description: Text("No recipes match these filters."))
      ContentUnavailableView("No Messages", systemImage: "bubble.left")
      ContentUnavailableView {
        Label("No Downloads", systemImage: "arrow.down.circle")
      } description: {
        Text("Episodes you download play without a connection.")
      }
    }
  }
}
