import SwiftUI

// Generic titles in text, under #if, split over lines, and suppressed.

struct GenericTitleCases: View {
  var retry: () -> Void = {}

  /// A title such as `ContentUnavailableView("No Data", systemImage: "tray")` says nothing.
  static let doc = "ContentUnavailableView(\"No Data\", systemImage: \"tray\")"
  static let block = """
    ContentUnavailableView("Something went wrong", systemImage: "tray")
    """
  static let raw = #"ContentUnavailableView("Oops", systemImage: "tray")"#
  static let finder = /"(No Data|Error|Oops)"/
  static let extendedFinder = #/ContentUnavailableView\("Error"/#

  func text(_ failed: Bool) -> String {
    "\(failed ? "ContentUnavailableView(\"Error\")" : "fine")"
  }

  // ContentUnavailableView("No Data", systemImage: "tray")
  /* ContentUnavailableView("Error", systemImage: "tray")
     /* ContentUnavailableView("Oops", systemImage: "tray") */ */

  var body: some View {
    VStack {
      #if os(iOS)
        ContentUnavailableView("No Data", systemImage: "chart.pie", description: Text("Log a meal to see your macros.")) // expect: copy-generic-title
      #elseif os(watchOS)
        ContentUnavailableView("Empty", systemImage: "chart.pie", description: Text("Log a meal on iPhone.")) // expect: copy-generic-title
      #else
        ContentUnavailableView("No Meals Logged", systemImage: "chart.pie", description: Text("Log a meal to see your macros."))
      #endif
      ContentUnavailableView( // expect: copy-generic-title
        "An error occurred",
        systemImage:
          "fork.knife",
        description: Text(
          "Your meal plan didn’t save."
        )
      )
      // empty-states:disable-next-line copy-generic-title -- placeholder screen behind a feature flag
      ContentUnavailableView("No Content", systemImage: "square.dashed", description: Text("Coming in a later release."))
      // empty-states:disable-next-line copy-title-too-long, copy-generic-title
      ContentUnavailableView("Whoops", systemImage: "questionmark.circle", description: Text("Pick a plan to see meals."))
      // empty-states:disable copy-generic-title
      ContentUnavailableView {
        Label("Failure", systemImage: "fork.knife.circle")
      } description: {
        Text("Meals could not be planned.")
      } actions: {
        Button("Try Again", action: retry)
      }
    }
  }
}
