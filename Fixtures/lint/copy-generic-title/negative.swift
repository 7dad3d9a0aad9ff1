import SwiftUI

// Specific titles, including ones that start like the generic ones.

struct SpecificTitlesView: View {
  var retry: () -> Void = {}

  var body: some View {
    VStack {
      ContentUnavailableView("No Saved Recipes", systemImage: "bookmark", description: Text("Bookmark a recipe to cook it later."))
      ContentUnavailableView("Nothing Here Yet", systemImage: "tray", description: Text("Saved replies appear in this folder."))
      ContentUnavailableView("No Data Plans", systemImage: "simcard", description: Text("Add an eSIM to browse on the go."))
      ContentUnavailableView {
        Label("Couldn’t Load Photos", systemImage: "exclamationmark.triangle")
      } description: {
        Text("Check your connection, then try again.")
      } actions: {
        Button("Try Again", action: retry)
      }
      ContentUnavailableView("Error Reports Off", systemImage: "ant", description: Text("Turn on crash reports in Settings."))
    }
  }
}
