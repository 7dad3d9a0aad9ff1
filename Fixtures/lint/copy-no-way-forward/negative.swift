import SwiftUI

// Error states with a way forward, and neutral states that need none.

struct FeedFailedWithRetry: View {
  var reload: () -> Void = {}
  var openSettings: () -> Void = {}

  var body: some View {
    VStack {
      ContentUnavailableView {
        Label("Couldn’t Load Feed", systemImage: "exclamationmark.triangle")
      } description: {
        Text("Check your connection, then try again.")
      } actions: {
        Button("Try Again", action: reload)
      }
      ContentUnavailableView(
        label: { Label("You’re Offline", systemImage: "wifi.slash") },
        description: { Text("Connect to the internet to see new posts.") },
        actions: {
          Button("Open Settings", action: openSettings)
            .buttonStyle(.borderedProminent)
        }
      )
      ContentUnavailableView("Connected", systemImage: "wifi", description: Text("New posts arrive as friends share them."))
      ContentUnavailableView("No Posts Yet", systemImage: "text.bubble", description: Text("Follow people to fill your feed."))
    }
  }
}
