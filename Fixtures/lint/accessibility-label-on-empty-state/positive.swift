import EmptyStatesUI
import SwiftUI

// A custom accessibility label on the empty state collapses its title, description and
// actions into one string.

struct InboxView: View {
  let threads: [String]

  var body: some View {
    List(threads, id: \.self) { Text($0) }
      .overlay {
        if threads.isEmpty {
          ContentUnavailableView("Inbox Zero", systemImage: "envelope.open", description: Text("New mail shows up here.")) // expect: accessibility-label-on-empty-state
            .accessibilityLabel("Empty inbox")
        }
      }
  }
}

struct CartView: View {
    let lines: [String]

    var body: some View {
        if lines.isEmpty {
            ContentUnavailableView { // expect: accessibility-label-on-empty-state
                Label("Cart Empty", systemImage: "cart")
            } description: {
                Text("Items you add while shopping wait here.")
            } actions: {
                Button("Browse the Store") {}
            }
            .padding()
            .accessibilityLabel(Text("Your cart"))
            .accessibilityIdentifier("cart.empty")
        } else {
            List(lines, id: \.self) { Text($0) }
        }
    }
}

struct ProductSearchView: View {
  let matches: [String]
  @State private var query = ""

  var body: some View {
    List(matches, id: \.self) { Text($0) }
      .searchable(text: $query)
      .overlay {
        if !query.isEmpty && matches.isEmpty {
          ContentUnavailableView.search(text: query).accessibilityLabel("No products match") // expect: accessibility-label-on-empty-state
        }
      }
  }
}

struct EventsView: View {
  let events: [String]

  var body: some View {
    VStack {
      if events.isEmpty {
        EmptyStateView("No Events", systemImage: "calendar", description: Text("Events you accept land on this calendar.")) // expect: accessibility-label-on-empty-state
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .accessibilityLabel("Calendar empty")
      }
    }
  }
}

// Through a wrapper struct and a computed property: reported at the empty state, naming the use.
struct NoPhotosPlaceholder: View {
  var body: some View {
    ContentUnavailableView("No Photos", systemImage: "photo", description: Text("Take a picture to start the album.")) // expect: accessibility-label-on-empty-state
  }
}

struct AlbumView: View {
  let photos: [String]
  let videos: [String]

  var body: some View {
    TabView {
      Group {
        if photos.isEmpty {
          NoPhotosPlaceholder()
            .accessibilityLabel("Album is empty")
        }
      }
      .tabItem { Label("Photos", systemImage: "photo") }
      Group {
        if videos.isEmpty {
          noVideos.accessibilityLabel("No videos yet")
        }
      }
      .tabItem { Label("Videos", systemImage: "video") }
    }
  }

  private var noVideos: some View {
    ContentUnavailableView("No Videos", systemImage: "video", description: Text("Record a video to add it here.")) // expect: accessibility-label-on-empty-state
  }
}

// The label repeats the title, but nothing reads the description any more.
struct MissingFixtureBanner: View {
  let address: String

  var body: some View {
    ContentUnavailableView( // expect: accessibility-label-on-empty-state
      "No Snapshot Yet",
      systemImage: "camera",
      description: Text(address)
    )
    .accessibilityLabel("No snapshot yet")
  }
}
