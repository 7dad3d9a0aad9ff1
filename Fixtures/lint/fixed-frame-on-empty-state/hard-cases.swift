import SwiftUI

// Fixed frames written in text, under #if, spread over lines, and suppressed.

struct DashboardView: View {
  let tiles: [String]

  /// Don't write `ContentUnavailableView("No Tiles", systemImage: "square").frame(height: 200)`.
  static let bad = "ContentUnavailableView(\"No Tiles\", systemImage: \"square\").frame(height: 200)"
  static let multiline = """
    ContentUnavailableView("No Tiles", systemImage: "square")
      .frame(width: 300, height: 200)
    """
  static let raw = #"ContentUnavailableView("No Tiles", systemImage: "square").frame(maxHeight: 240)"#
  static let finder = /\.frame\(height: \d+\)/
  static let extendedFinder = #/ContentUnavailableView\(.+\)\.frame\(height:/#

  func label(for height: Int) -> String {
    "\(height > 0 ? "ContentUnavailableView(\"No Tiles\").frame(height: \(height))" : "flexible")"
  }

  // ContentUnavailableView("No Tiles", systemImage: "square").frame(height: 200)
  /* ContentUnavailableView("No Tiles", systemImage: "square")
       .frame(height: 200)
     /* .frame(maxHeight: 240) nested */ */

  var body: some View {
    VStack {
      #if os(iOS)
        ContentUnavailableView("No Tiles", systemImage: "square.grid.3x3", description: Text("Pin a report to see it at a glance.")) // expect: fixed-frame-on-empty-state
          .frame(height: 200)
      #elseif os(tvOS)
        ContentUnavailableView("No Tiles", systemImage: "square.grid.3x3", description: Text("Pin a report on your iPhone.")) // expect: fixed-frame-on-empty-state
          .frame(width: 800, height: 400)
      #else
        ContentUnavailableView("No Tiles", systemImage: "square.grid.3x3", description: Text("Pin a report to see it at a glance.")) // expect: fixed-frame-on-empty-state
          .frame(maxHeight: 260)
      #endif
      ContentUnavailableView( // expect: fixed-frame-on-empty-state
        "No Alerts Set",
        systemImage: "bell.badge",
        description: Text(
          "Create an alert to watch a metric."
        )
      )
      .padding(
        .top,
        8
      )
      .frame(
        width: 280,
        height: 180
      )
      ContentUnavailableView(
        "No Goals",
        systemImage: "target",
        description: Text("Set a goal to track progress.")
      )
      .frame(
        maxWidth: .infinity,
        maxHeight: .infinity
      )
    }
  }
}

struct SuppressedFrames: View {
  var body: some View {
    VStack {
      // empty-states:disable-next-line fixed-frame-on-empty-state -- a fixed-size widget family
      ContentUnavailableView("No Steps", systemImage: "figure.walk", description: Text("Walk with your phone to count steps.")).frame(width: 155, height: 155)
      // empty-states:disable-next-line accessibility-label-on-empty-state, fixed-frame-on-empty-state
      ContentUnavailableView("No Rings", systemImage: "circle.circle", description: Text("Close a ring to start a streak.")).frame(height: 155)
      // empty-states:disable fixed-frame-on-empty-state -- widget previews are fixed size
      ContentUnavailableView("No Sleep Data", systemImage: "bed.double", description: Text("Wear your watch to bed to track sleep."))
        .frame(height: 155)
    }
  }
}
