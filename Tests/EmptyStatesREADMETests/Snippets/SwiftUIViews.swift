import EmptyStatesUI
import Foundation
import SwiftUI

struct READMEViews: View {
  @Environment(\.openURL) private var openURL
  let safariURL = URL(fileURLWithPath: "/Applications/Safari.app")

  var body: some View {
    // snippet: swiftui-views
    // Title, symbol, description — the common case.
    EmptyStateView(
      "No Notes", systemImage: "doc.text",
      description: Text("Tap the plus button to write your first note."))

    // The builder form, with actions.
    EmptyStateView {
      Label("No Bookmarks", systemImage: "bookmark")
    } description: {
      Text("Bookmarks you save from Safari will appear here.")
    } actions: {
      Button("Open Safari") { openURL(safariURL) }
        .buttonStyle(.borderedProminent)
    }
    // end snippet
  }
}
