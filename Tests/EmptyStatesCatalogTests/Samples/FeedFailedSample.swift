import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The failed feed's page: the failure, classified by the core, instead of the feed.
struct FeedFailedSample: CatalogSample {
  var feed: LoadState<[Post]>
  var reload: @MainActor () async -> Void = {}

  var body: some View {
    switch feed {
    case .failed(let error, previous: nil):
      EmptyStateView(error: error) { action in
        if action.id == .retry { await reload() }
      }
    default:
      List(feed.value ?? []) { Text($0.title) }
    }
  }

  func html(locale: Locale) -> String {
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(
      Presentation.resolve(feed), localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      EmptyStateContentView(.resolve(feed)) { action in
        if action.id == .retry { await reload() }
      }
    }
  #endif
}
