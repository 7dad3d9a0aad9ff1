import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The composable user-offline page: regular media, as it is, and a small action.
///
/// Small controls are watchOS 9 and later, and not on tvOS with the 18 SDK: the view says both.
@available(watchOS 9.0, *)
@available(tvOS, unavailable)
struct UserOfflineSample: CatalogSample {
  var leaveMessage: @MainActor () -> Void = {}

  var body: some View {
    EmptyStateContainer {
      EmptyStateHeader {
        EmptyStateMedia { Image(systemName: "person.crop.circle") }
        EmptyStateTitle("User Offline")
        EmptyStateDescription(
          "This user is currently offline. You can leave a message to notify them or try again later."
        )
      }
      EmptyStateContent {
        Button("Leave Message") { leaveMessage() }
          .controlSize(.small)
      }
    }
  }

  func html(locale: Locale) -> String {
    let user = EmptyState(
      "User Offline", media: .symbol("person.crop.circle"),
      description:
        "This user is currently offline. You can leave a message to notify them or try again later.",
      actions: [EmptyState.Action("Leave Message", id: "leave-message", role: .secondary)])
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(user, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      let user = EmptyState(
        "User Offline", media: .symbol("person.crop.circle"),
        description:
          "This user is currently offline. You can leave a message to notify them or try again later.",
        actions: [EmptyState.Action("Leave Message", id: "leave-message", role: .secondary)])
      return EmptyStateContentView(user) { action in
        if action.id == "leave-message" { leaveMessage() }
      }
    }
  #endif
}
