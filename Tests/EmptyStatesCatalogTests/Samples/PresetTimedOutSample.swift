import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The `timed-out` preset's page.
struct PresetTimedOutSample: CatalogSample {
  var reload: @MainActor () async -> Void = {}

  var body: some View {
    EmptyStateView(.timedOut) { action in
      if action.id == .retry { await reload() }
    }
  }

  func html(locale: Locale) -> String {
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(.timedOut, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      EmptyStateContentView(.timedOut) { action in
        if action.id == .retry { await reload() }
      }
    }
  #endif
}
