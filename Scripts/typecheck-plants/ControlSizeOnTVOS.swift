// rejected-on: tvos@sdk18
// `controlSize(_:)` and `ControlSize` are unavailable on tvOS in the 18 SDK; the 26 and 27 SDKs
// have them from tvOS 15.0 (AppleSDKMirror/README.md says what settles it). (watchOS 8 is
// ControlSizeOnWatchOS8's plant.)
import SwiftUI

@available(watchOS 9.0, *)
struct PlantedSmallButtonOnTV: View {
  var body: some View {
    Button("Retry") {}
      .controlSize(.small)
  }
}
