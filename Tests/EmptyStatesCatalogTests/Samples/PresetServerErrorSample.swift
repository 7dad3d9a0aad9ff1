import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The `server-error` preset's page.
struct PresetServerErrorSample: CatalogSample {
  var reload: @MainActor () async -> Void = {}

  var body: some View {
    EmptyStateView(.serverError) { action in
      if action.id == .retry { await reload() }
    }
  }

  func html(locale: Locale) -> String {
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(.serverError, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      EmptyStateContentView(.serverError) { action in
        if action.id == .retry { await reload() }
      }
    }
  #endif
}
