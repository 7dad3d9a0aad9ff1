import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The landmarks page: the builder form with a primary and a secondary action.
struct LandmarksSample: CatalogSample {
  @State var showingBrowser = false
  @State var showingImporter = false

  var body: some View {
    EmptyStateView {
      Label("No Landmarks", systemImage: "mappin.slash")
    } description: {
      Text("Landmarks you save will appear here.")
    } actions: {
      Button("Browse Landmarks") { showingBrowser = true }
        .buttonStyle(.borderedProminent)
      Button("Import from Photos") { showingImporter = true }
    }
  }

  func html(locale: Locale) -> String {
    let landmarks = EmptyState(
      "No Landmarks", systemImage: "mappin.slash",
      description: "Landmarks you save will appear here.",
      actions: [
        EmptyState.Action("Browse Landmarks", id: "browse"),
        EmptyState.Action("Import from Photos", id: "import", role: .secondary),
      ])
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(landmarks, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      let landmarks = EmptyState(
        "No Landmarks", systemImage: "mappin.slash",
        description: "Landmarks you save will appear here.",
        actions: [
          EmptyState.Action("Browse Landmarks", id: "browse"),
          EmptyState.Action("Import from Photos", id: "import", role: .secondary),
        ])
      return EmptyStateContentView(landmarks) { action in
        if action.id == "browse" { showingBrowser = true }
        if action.id == "import" { showingImporter = true }
      }
    }
  #endif
}
