// rejected-on: visionos ios@sdk18 macos@sdk18 tvos@sdk18 watchos@sdk18
// Liquid Glass behind `if #available` alone: fine with the iOS 26 SDK, but the iOS 18 SDK has
// no `glassProminent` (whatever the compiler), and visionOS has none at all.
import SwiftUI

struct PlantedGlassButton: View {
  var body: some View {
    if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *) {
      Button("Retry") {}
        .buttonStyle(.glassProminent)
    } else {
      Button("Retry") {}
        .buttonStyle(.borderedProminent)
    }
  }
}
