import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The empty feed's page: the feed loaded and holds nothing.
struct FeedEmptySample: CatalogSample {
  var body: some View {
    EmptyStateView(
      "Nothing to Read",
      systemImage: "newspaper",
      description: Text("New posts will appear here as people you follow publish.")
    )
  }

  func html(locale: Locale) -> String {
    let feed = EmptyState(
      "Nothing to Read", systemImage: "newspaper",
      description: "New posts will appear here as people you follow publish.")
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(feed, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      EmptyStateContentView(
        EmptyState(
          "Nothing to Read", systemImage: "newspaper",
          description: "New posts will appear here as people you follow publish."))
    }
  #endif
}
