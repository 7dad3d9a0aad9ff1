import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The `permission-denied` preset's page.
struct PresetPermissionDeniedSample: CatalogSample {
  var openSettings: @MainActor () -> Void = {}

  var body: some View {
    EmptyStateView(.permissionDenied) { action in
      if action.id == .openSettings { openSettings() }
    }
  }

  func html(locale: Locale) -> String {
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(.permissionDenied, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      EmptyStateContentView(.permissionDenied) { action in
        if action.id == .openSettings { openSettings() }
      }
    }
  #endif
}
