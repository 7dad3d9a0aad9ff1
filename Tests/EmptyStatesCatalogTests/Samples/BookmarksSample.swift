import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The bookmarks page: the builder form with an action that opens a web page.
struct BookmarksSample: CatalogSample {
  @Environment(\.openURL) private var openURL

  var body: some View {
    EmptyStateView {
      Label("No Bookmarks", systemImage: "bookmark")
    } description: {
      Text("Bookmarks you save from Safari will appear here.")
    } actions: {
      Button("Open Safari") {
        if let url = URL(string: "https://www.apple.com") { openURL(url) }
      }
      .buttonStyle(.borderedProminent)
    }
  }

  func html(locale: Locale) -> String {
    let bookmarks = EmptyState(
      "No Bookmarks", systemImage: "bookmark",
      description: "Bookmarks you save from Safari will appear here.",
      actions: [
        EmptyState.Action(
          "Open Safari", id: "open-safari", url: URL(string: "https://www.apple.com"))
      ])
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(bookmarks, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      // Without a handler, an action with a URL opens it.
      EmptyStateContentView(
        EmptyState(
          "No Bookmarks", systemImage: "bookmark",
          description: "Bookmarks you save from Safari will appear here.",
          actions: [
            EmptyState.Action(
              "Open Safari", id: "open-safari", url: URL(string: "https://www.apple.com"))
          ]))
    }
  #endif
}
