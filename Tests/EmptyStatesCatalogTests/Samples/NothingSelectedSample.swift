import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The nothing-selected page: the detail column of a split view.
struct NothingSelectedSample: CatalogSample {
  var body: some View {
    EmptyStateView("No Message Selected", systemImage: "envelope")
  }

  func html(locale: Locale) -> String {
    let detail = EmptyState("No Message Selected", systemImage: "envelope")
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(detail, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      EmptyStateContentView(EmptyState("No Message Selected", systemImage: "envelope"))
    }
  #endif
}
