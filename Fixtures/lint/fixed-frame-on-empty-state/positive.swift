import EmptyStatesUI
import SwiftUI

// A fixed height truncates the empty state at large Dynamic Type sizes.

struct WidgetGalleryView: View {
  let widgets: [String]

  var body: some View {
    ScrollView {
      if widgets.isEmpty {
        ContentUnavailableView("No Widgets", systemImage: "square.grid.2x2", description: Text("Widgets you add appear on this page.")) // expect: fixed-frame-on-empty-state
          .frame(height: 200)
      }
    }
  }
}

struct SidebarPlaceholder: View {
    var body: some View {
        ContentUnavailableView { // expect: fixed-frame-on-empty-state
            Label("No Projects", systemImage: "folder")
        } description: {
            Text("Create a project to organize your files.")
        } actions: {
            Button("New Project") {}
        }
        .padding()
        .frame(width: 300, height: 240)
    }
}

struct HighlightsView: View {
  let highlights: [String]

  var body: some View {
    VStack {
      Text("Highlights").font(.title2)
      if highlights.isEmpty {
        ContentUnavailableView("No Highlights", systemImage: "highlighter", description: Text("Select text in a book to highlight it.")).frame(maxHeight: 320) // expect: fixed-frame-on-empty-state
      }
    }
  }
}

struct StatsCard: View {
  let points: [Double]

  var body: some View {
    if points.isEmpty {
      EmptyStateView("No Workouts", systemImage: "figure.run", description: Text("Finish a workout to chart your progress.")) // expect: fixed-frame-on-empty-state
        .frame(maxWidth: .infinity, maxHeight: 400)
    }
  }
}

// Through a wrapper struct and a computed property: reported at the empty state, naming the use.
struct NoCommentsView: View {
  var body: some View {
    ContentUnavailableView("No Comments", systemImage: "text.bubble", description: Text("Start the conversation below.")) // expect: fixed-frame-on-empty-state
  }
}

struct PostView: View {
  let comments: [String]
  let likes: [String]

  var body: some View {
    VStack {
      if comments.isEmpty {
        NoCommentsView()
          .frame(height: 220)
      }
      if likes.isEmpty {
        noLikes.frame(height: 160)
      }
    }
  }

  var noLikes: some View {
    ContentUnavailableView("No Likes Yet", systemImage: "heart", description: Text("Share the post to get it seen.")) // expect: fixed-frame-on-empty-state
  }
}
