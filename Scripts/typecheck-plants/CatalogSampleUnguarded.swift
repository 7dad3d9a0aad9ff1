// rejected-on: ios
// compiled-into: CatalogSamples
// checked-on: ios visionos
// A catalog sample is code people copy, so the type-check compiles the catalog's samples as app
// code: one that shows ContentUnavailableView (iOS 17) with no `if #available` fails the iOS
// check, in every generation, and passes on visionOS, which has it from 1.0. (Its UIKit code
// is guarded as the samples' is, so that only the SwiftUI code's availability fails.)
import EmptyStates
import EmptyStatesHTML
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

struct PlantedUnguardedSample: CatalogSample {
  var body: some View {
    ContentUnavailableView("No Mail", systemImage: "tray")
  }

  func html(locale: Locale) -> String {
    HTMLRenderer().render(EmptyState("No Mail", systemImage: "tray"))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      EmptyStateContentView(EmptyState("No Mail", systemImage: "tray"))
    }
  #endif
}
