import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The something-went-wrong page: a failed load in the app's own words, with Try Again.
struct SomethingWentWrongSample: CatalogSample {
  var reload: @MainActor () async -> Void = {}

  var body: some View {
    EmptyStateView {
      Label("Couldn’t Load Photos", systemImage: "wifi.exclamationmark")
    } description: {
      Text("Check your internet connection, then try again.")
    } actions: {
      Button("Try Again") { Task { await reload() } }
        .buttonStyle(.borderedProminent)
    }
  }

  func html(locale: Locale) -> String {
    let failure = EmptyState(
      "Couldn’t Load Photos", systemImage: "wifi.exclamationmark",
      description: "Check your internet connection, then try again.",
      actions: [EmptyState.Action("Try Again", id: .retry)], tone: .error)
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(failure, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      let failure = EmptyState(
        "Couldn’t Load Photos", systemImage: "wifi.exclamationmark",
        description: "Check your internet connection, then try again.",
        actions: [EmptyState.Action("Try Again", id: .retry)], tone: .error)
      return EmptyStateContentView(failure) { action in
        if action.id == .retry { await reload() }
      }
    }
  #endif
}
