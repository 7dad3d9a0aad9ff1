import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The notes page: an empty list with a title, a symbol and a description.
struct NotesSample: CatalogSample {
  var body: some View {
    EmptyStateView(
      "No Notes",
      systemImage: "doc.text",
      description: Text("Tap the plus button to write your first note.")
    )
  }

  func html(locale: Locale) -> String {
    let notes = EmptyState(
      "No Notes", systemImage: "doc.text",
      description: "Tap the plus button to write your first note.")
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(notes, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      EmptyStateContentView(
        EmptyState(
          "No Notes", systemImage: "doc.text",
          description: "Tap the plus button to write your first note."))
    }
  #endif
}
