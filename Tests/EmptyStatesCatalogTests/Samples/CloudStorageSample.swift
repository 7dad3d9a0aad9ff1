import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The composable cloud storage page: the outlined style, a dashed border around the parts.
///
/// Small controls are watchOS 9 and later, and not on tvOS with the 18 SDK: the view says both.
@available(watchOS 9.0, *)
@available(tvOS, unavailable)
struct CloudStorageSample: CatalogSample {
  var upload: @MainActor () -> Void = {}

  var body: some View {
    EmptyStateContainer {
      EmptyStateHeader {
        EmptyStateMedia(variant: .icon) { Image(systemName: "icloud") }
        EmptyStateTitle("Cloud Storage Empty")
        EmptyStateDescription("Upload files to your cloud storage to access them anywhere.")
      }
      EmptyStateContent {
        Button("Upload Files") { upload() }
          .controlSize(.small)
      }
    }
    .emptyStateStyle(.outlined)
  }

  func html(locale: Locale) -> String {
    let storage = EmptyState(
      "Cloud Storage Empty", media: .symbol("icloud", variant: .icon),
      description: "Upload files to your cloud storage to access them anywhere.",
      actions: [EmptyState.Action("Upload Files", id: "upload", role: .secondary)])
    let renderer = HTMLRenderer(headingLevel: .h2, style: .outlined)
    return renderer.render(storage, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      let storage = EmptyState(
        "Cloud Storage Empty", media: .symbol("icloud", variant: .icon),
        description: "Upload files to your cloud storage to access them anywhere.",
        actions: [EmptyState.Action("Upload Files", id: "upload", role: .secondary)])
      return EmptyStateContentView(storage) { action in
        if action.id == "upload" { upload() }
      }
    }
  #endif
}
