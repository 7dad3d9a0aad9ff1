import SwiftUI

// This folder's Availability.xcconfig deploys to iOS 15 / macOS 12 / tvOS 15 / watchOS 8:
// every API below is newer and nothing covers it.

struct BookmarksScreen: View {
  let bookmarks: [String]

  var body: some View {
    List(bookmarks, id: \.self) { Text($0) }
      .overlay {
        if bookmarks.isEmpty {
          ContentUnavailableView("No Bookmarks", systemImage: "bookmark", description: Text("Bookmark a page to find it again.")) // expect: missing-availability-check
        }
      }
  }
}

struct MessagesScreen: View {
    let messages: [String]
    var compose: () -> Void = {}

    var body: some View {
        if messages.isEmpty {
            ContentUnavailableView { // expect: missing-availability-check
                Label("No Messages", systemImage: "bubble.left.and.bubble.right")
            } description: {
                Text("Start a conversation with a friend.")
            } actions: {
                Button("New Message", action: compose)
            }
        } else {
            List(messages, id: \.self) { Text($0) }
        }
    }
}

struct ParcelSearchScreen: View {
  @State private var query = ""
  let parcels: [String]

  var body: some View {
    List(parcels, id: \.self) { Text($0) }
      .searchable(text: $query)
      .overlay {
        if !query.isEmpty && parcels.isEmpty {
          ContentUnavailableView.search(text: query) // expect: missing-availability-check
        }
      }
  }
}

struct StreakBadge: View {
  let streak: Int

  var body: some View {
    Image(systemName: "flame")
      .symbolEffect(.bounce, value: streak) // expect: missing-availability-check
  }
}

struct ModernShell: View {
  var body: some View {
    NavigationStack { // expect: missing-availability-check
      Text("Home")
    }
  }
}

struct ResourceTitles {
  static let emptyTitle: LocalizedStringResource = "No Parcels" // expect: missing-availability-check
}

struct CarouselPage: View {
  var body: some View {
    Color.blue
      .containerRelativeFrame(.horizontal) // expect: missing-availability-check
  }
}

struct FormSettings: View {
  @State private var nickname = ""

  var body: some View {
    Form {
      TextField("Nickname", text: $nickname)
    }
    .scrollContentBackground(.hidden) // expect: missing-availability-check
  }
}

struct TooLowGuard: View {
  var body: some View {
    if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
      ContentUnavailableView("No Shortcuts", systemImage: "bolt", description: Text("Create a shortcut to run it here.")) // expect: missing-availability-check
    } else {
      Text("Create a shortcut to run it here.")
    }
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct HalfwayScreen: View {
  var body: some View {
    ContentUnavailableView("No Widgets", systemImage: "square.grid.2x2", description: Text("Add a widget to see it here.")) // expect: missing-availability-check
  }
}

// A preview macro with no availability attribute is compiled at the deployment target.
#Preview("Empty inbox, unguarded") {
  ContentUnavailableView("No Mail", systemImage: "tray") // expect: missing-availability-check
}

// Unavailable in app extensions says nothing about the app, which still deploys to iOS 15.
@available(iOSApplicationExtension, unavailable)
struct ShareSheetPlaceholder: View {
  var body: some View {
    ContentUnavailableView("Nothing to Share", systemImage: "square.and.arrow.up") // expect: missing-availability-check
  }
}
