import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The `empty` preset's page.
struct PresetEmptySample: CatalogSample {
  var body: some View {
    EmptyStateView(.empty)
  }

  func html(locale: Locale) -> String {
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(.empty, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      EmptyStateContentView(.empty)
    }
  #endif
}
