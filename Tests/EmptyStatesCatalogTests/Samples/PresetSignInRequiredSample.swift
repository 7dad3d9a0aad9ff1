import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The `sign-in-required` preset's page.
struct PresetSignInRequiredSample: CatalogSample {
  var signIn: @MainActor () async -> Void = {}

  var body: some View {
    EmptyStateView(.signInRequired) { action in
      if action.id == .signIn { await signIn() }
    }
  }

  func html(locale: Locale) -> String {
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(.signInRequired, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      EmptyStateContentView(.signInRequired) { action in
        if action.id == .signIn { await signIn() }
      }
    }
  #endif
}
