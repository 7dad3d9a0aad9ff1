import SwiftUI

// Heights that are not fixed, and fixed heights meant for other content that grows to take them:
// a list, a chart, a scroll view, a view the file cannot see into. The empty state is not what
// the height was given to.

struct MinimumHeightCard: View {
  let reviews: [String]

  var body: some View {
    VStack {
      if reviews.isEmpty {
        ContentUnavailableView("No Reviews", systemImage: "star.bubble", description: Text("Be the first to review this app."))
      }
    }
    .frame(minHeight: 200)
    VStack {
      ContentUnavailableView("No Ratings", systemImage: "star", description: Text("Ratings appear after five reviews."))
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    VStack {
      ContentUnavailableView("No Replies", systemImage: "arrowshape.turn.up.left", description: Text("The developer has not replied yet."))
    }
    .frame(minHeight: 120, idealHeight: 200)
  }
}

struct LogsPane: View {
  let lines: [String]

  var body: some View {
    VStack {
      List(lines, id: \.self) { Text($0) }
      if lines.isEmpty {
        ContentUnavailableView("No Log Lines", systemImage: "doc.text", description: Text("Run a task to see its output."))
      }
    }
    .frame(height: 300)
  }
}

struct StepsCard: View {
  let days: [Int]

  var body: some View {
    VStack {
      StepsChart(days: days)
      if days.allSatisfy({ $0 == 0 }) {
        ContentUnavailableView("No Steps", systemImage: "figure.walk", description: Text("Carry your phone to count steps."))
      }
    }
    .frame(height: 200)
  }
}

struct ScrollingHelp: View {
  var body: some View {
    ScrollView {
      ContentUnavailableView("No Topics", systemImage: "questionmark.circle", description: Text("Help topics download with the next update."))
    }
    .frame(height: 200)
  }
}

struct CanvasPlaceholder: View {
  let shapes: [String]

  var body: some View {
    GeometryReader { proxy in
      VStack {
        if shapes.isEmpty {
          ContentUnavailableView("Empty Canvas", systemImage: "scribble", description: Text("Draw with your finger or a pencil."))
        }
      }
      .frame(height: proxy.size.height)
    }
  }
}
