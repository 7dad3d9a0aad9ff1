import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The `load-failed` preset's page.
struct PresetLoadFailedSample: CatalogSample {
  var reload: @MainActor () async -> Void = {}

  var body: some View {
    EmptyStateView(.loadFailed) { action in
      if action.id == .retry { await reload() }
    }
  }

  func html(locale: Locale) -> String {
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(.loadFailed, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      EmptyStateContentView(.loadFailed) { action in
        if action.id == .retry { await reload() }
      }
    }
  #endif
}
