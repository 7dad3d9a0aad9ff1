// rejected-on:
// `@State`s with no default, given their first value in `init` (as `self.x = …` and as
// `_x = State(initialValue: …)`), before the other stored properties: what the 27 SDK's macro
// accepts, as the property wrapper did, and how our layer starts its own state.
import SwiftUI

struct PlantedDraft: View {
  @State private var text: String
  @State private var startedAt: Date?
  var title: String

  init(title: String, text: String) {
    self.text = text
    _startedAt = State(initialValue: text.isEmpty ? nil : Date())
    self.title = title
  }

  var body: some View {
    Text("\(title): \(text)")
  }
}
