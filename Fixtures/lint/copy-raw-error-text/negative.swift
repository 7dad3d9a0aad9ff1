import SwiftUI

// Plain words about the failure; an error's text that is not a literal is not copy review's
// business.

struct FriendlyFailureView: View {
  let error: any Error
  var retry: () -> Void = {}

  var body: some View {
    VStack {
      ContentUnavailableView {
        Label("Couldn’t Sync Notes", systemImage: "icloud")
      } description: {
        Text("Check your connection, then try again.")
      } actions: {
        Button("Try Again", action: retry)
      }
      ContentUnavailableView {
        Label("Export Stopped", systemImage: "square.and.arrow.up")
      } description: {
        Text(error.localizedDescription)
      } actions: {
        Button("Try Again", action: retry)
      }
      ContentUnavailableView("Operation Paused", systemImage: "pause.circle", description: Text("The download resumes when you are on Wi-Fi."))
    }
  }
}
