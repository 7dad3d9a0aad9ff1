// rejected-on: ios@sdk27 macos@sdk27 tvos@sdk27 watchos@sdk27 visionos@sdk27
// rejected-for: 'self' used before all stored properties are initialized
// A `@State` with a default, assigned again in `init` before the other stored properties: the
// property wrapper of the 18 and 26 SDKs takes it; the 27 SDK's macro makes the assignment a
// setter call on a half-made `self` (Xcode 27: "Variable 'self.name' used before being
// initialized"; monal-im/Monal#1714, tidepool-org/LoopKit#747, brave/brave-core#37346).
import SwiftUI

struct PlantedCounter: View {
  var name: String
  @State private var counter: Int = 0

  init(name: String) {
    self.counter = 42
    self.name = name
  }

  var body: some View {
    Text("\(name): \(counter)")
  }
}
