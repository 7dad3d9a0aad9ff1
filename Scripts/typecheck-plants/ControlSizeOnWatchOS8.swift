// rejected-on: tvos watchos
// `controlSize(_:)` and `ControlSize` came to watchOS in 9.0 and are not on tvOS at all;
// everywhere else they predate our deployment targets.
import SwiftUI

struct PlantedSmallButton: View {
  var body: some View {
    Button("Retry") {}
      .controlSize(.small)
  }
}
