// rejected-on: watchos
// `controlSize(_:)` and `ControlSize` came to watchOS in 9.0, in every SDK; on iOS, macOS and
// visionOS they predate our deployment targets. (tvOS is ControlSizeOnTVOS's plant.)
import SwiftUI

@available(tvOS, unavailable)
struct PlantedSmallButton: View {
  var body: some View {
    Button("Retry") {}
      .controlSize(.small)
  }
}
