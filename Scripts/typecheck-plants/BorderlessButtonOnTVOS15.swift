// rejected-on: tvos
// `BorderlessButtonStyle` came to tvOS in 17.0; everywhere else it predates our deployment
// targets.
import SwiftUI

struct PlantedBorderlessButton: View {
  var body: some View {
    Button("Retry") {}
      .buttonStyle(.borderless)
  }
}
