import SwiftUI

// A fixed height on the stack that holds the empty state truncates it just as a frame on the
// empty state itself does, when nothing else in the stack can take the height: reported at the
// empty state, naming the stack.

struct TimelineEmptyCard: View {
  var body: some View {
    ZStack {
      Color.gray.opacity(0.1)
        .ignoresSafeArea()
      VStack {
        Image(systemName: "bird")
          .resizable()
          .scaledToFit()
          .frame(width: 48)
          .padding(.bottom)
        ContentUnavailableView { // expect: fixed-frame-on-empty-state
          Text("Your Timeline Is Empty").bold()
        } description: {
          Text("Follow people to see their posts here.")
        }
      }
      .background(.background)
      .frame(height: 200)
    }
  }
}

struct FilteredFeedView: View {
  let posts: [String]
  @State private var filter = "All"

  var body: some View {
    if posts.isEmpty {
      VStack {
        filterBar
        ContentUnavailableView("No Posts", systemImage: "text.bubble", description: Text("Posts that match \(filter) show up here.")) // expect: fixed-frame-on-empty-state
      }
      .frame(height: 220)
    } else {
      List(posts, id: \.self) { Text($0) }
    }
  }

  private var filterBar: some View {
    ScrollView(.horizontal) {
      HStack {
        ForEach(["All", "Friends", "Media"], id: \.self) { name in
          Button(name) { filter = name }
            .buttonStyle(.bordered)
        }
      }
    }
    .scrollIndicators(.hidden)
  }
}

struct SpendingCard: View {
  let points: [Double]

  var body: some View {
    VStack(alignment: .leading) {
      Text("Spending").font(.headline)
      Group {
        if points.isEmpty {
          ContentUnavailableView("No Spending Yet", systemImage: "chart.bar", description: Text("Card payments are charted here.")) // expect: fixed-frame-on-empty-state
        } else {
          SpendingChart(points: points)
        }
      }
      .frame(height: 180)
    }
  }
}

struct PlaylistHeader: View {
  let tracks: [String]

  var body: some View {
    VStack {
      Text("Up Next").font(.title2)
      HStack {
        Spacer()
        if tracks.isEmpty {
          ContentUnavailableView("Queue Empty", systemImage: "music.note.list", description: Text("Songs you add play after this one.")) // expect: fixed-frame-on-empty-state
        }
        Spacer()
      }
    }
    .padding()
    .frame(maxHeight: 240)
  }
}

struct WidgetPlaceholder: View {
  var body: some View {
    ZStack {
      ContentUnavailableView("No Reminders Due", systemImage: "checklist") // expect: fixed-frame-on-empty-state
    }
    .frame(width: 170, height: 170)
  }
}

struct NowPlayingCard: View {
  var body: some View {
    VStack {
      ContentUnavailableView("Nothing Playing", systemImage: "play.circle") // expect: fixed-frame-on-empty-state
    }
    #if os(watchOS)
      .frame(height: 120)
    #endif
  }
}

// Through a wrapper of this file: reported at the empty state, naming the use.
struct NoCommentsPlaceholder: View {
  var body: some View {
    ContentUnavailableView("No Comments", systemImage: "text.bubble") // expect: fixed-frame-on-empty-state
  }
}

struct CommentsPreview: View {
  let comments: [String]

  var body: some View {
    VStack(spacing: 4) {
      Text("Comments").font(.caption)
      if comments.isEmpty {
        NoCommentsPlaceholder()
      }
    }
    .frame(height: 150)
  }
}

struct SmallWidgetView: View {
  var body: some View {
    VStack {
      // empty-states:disable-next-line fixed-frame-on-empty-state -- the widget family is fixed
      ContentUnavailableView("No Events Today", systemImage: "calendar")
    }
    .frame(height: 155)
  }
}

// Controls nested several stacks deep in a property of the file still take only their own
// height.
struct TimelineFilterCard: View {
  @State private var showsFilters = true
  @State private var selected = "Home"

  var body: some View {
    VStack {
      filters
      ContentUnavailableView("No Matching Posts", systemImage: "line.3.horizontal.decrease.circle", description: Text("Posts in \(selected) show up here.")) // expect: fixed-frame-on-empty-state
    }
    .frame(height: 210)
  }

  private var filters: some View {
    VStack {
      if showsFilters {
        ViewThatFits {
          HStack {
            ForEach(["Home", "Local", "Trending"], id: \.self) { name in
              Button {
                selected = name
              } label: {
                Text(name).padding(.horizontal)
              }
            }
          }
          ScrollView(.horizontal) {
            HStack {
              ForEach(["Home", "Local", "Trending"], id: \.self) { name in
                Button(name) { selected = name }
              }
            }
          }
        }
      }
    }
  }
}

struct SpendingChart: View {
  let points: [Double]

  var body: some View {
    Text("\(points.count) points")
  }
}
