// rejected-on: macos watchos
// rejected-for: no such module
// compiled-into: CatalogSamples
// A catalog sample's UIKit code compiles where UIKit has views: the samples compile for every
// platform, so a sample that imports the UIKit layer without `#if canImport(UIKit) &&
// !os(watchOS)` (as the samples' UIKit code stands) fails the macOS and watchOS checks.
import EmptyStates
import EmptyStatesHTML
import EmptyStatesUIKit
import SwiftUI

struct PlantedUIKitUnguardedSample: CatalogSample {
  var body: some View {
    Text("No Mail")
  }

  func html(locale: Locale) -> String {
    HTMLRenderer().render(EmptyState("No Mail", systemImage: "tray"))
  }

  func uiKit() -> EmptyStateContentView {
    EmptyStateContentView(EmptyState("No Mail", systemImage: "tray"))
  }
}
