import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The `offline` preset's page.
struct PresetOfflineSample: CatalogSample {
  var reload: @MainActor () async -> Void = {}

  var body: some View {
    EmptyStateView(.offline) { action in
      if action.id == .retry { await reload() }
    }
  }

  func html(locale: Locale) -> String {
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(.offline, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      EmptyStateContentView(.offline) { action in
        if action.id == .retry { await reload() }
      }
    }
  #endif
}
