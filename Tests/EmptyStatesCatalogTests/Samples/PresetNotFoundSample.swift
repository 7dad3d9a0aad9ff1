import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The `not-found` preset's page.
struct PresetNotFoundSample: CatalogSample {
  var goBack: @MainActor () -> Void = {}

  var body: some View {
    EmptyStateView(.notFound) { action in
      if action.id == .goBack { goBack() }
    }
  }

  func html(locale: Locale) -> String {
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(.notFound, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      EmptyStateContentView(.notFound) { action in
        if action.id == .goBack { goBack() }
      }
    }
  #endif
}
