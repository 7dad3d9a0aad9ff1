import SwiftUI

// Five words or fewer; length in the description is fine.

struct ShortTitlesView: View {
  var body: some View {
    VStack {
      ContentUnavailableView("No Photos in This Album", systemImage: "photo", description: Text("Photos you add to this album appear here, newest first, grouped by day."))
      ContentUnavailableView("Sign-in Needed", systemImage: "person.crop.circle", description: Text("Your lists sync once you sign in with your account."))
      ContentUnavailableView {
        Label("No Playlists", systemImage: "music.note.list")
      } description: {
        Text("Make a playlist from songs in your library, or let the app suggest one from what you play most often.")
      }
      ContentUnavailableView("Couldn’t Find That Page", systemImage: "doc.questionmark", description: Text("It may have moved."))
    }
  }
}
