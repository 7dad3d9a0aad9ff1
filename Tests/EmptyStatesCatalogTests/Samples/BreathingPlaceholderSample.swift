import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The breathing placeholder's page: a symbol that breathes unless motion is reduced.
struct BreathingPlaceholderSample: CatalogSample {
  var loadSamples: @MainActor () -> Void = {}

  var body: some View {
    EmptyStateView {
      Label {
        Text("No Messages")
      } icon: {
        EmptyStateSymbol("tray", animation: .breathe)
      }
    } description: {
      Text("New conversations will show up here.")
    } actions: {
      Button("Load Samples") { loadSamples() }
        .buttonStyle(.borderedProminent)
    }
  }

  func html(locale: Locale) -> String {
    let messages = EmptyState(
      "No Messages", media: .symbol("tray", animation: .breathe),
      description: "New conversations will show up here.",
      actions: [EmptyState.Action("Load Samples", id: "load-samples")])
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(messages, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      let messages = EmptyState(
        "No Messages", media: .symbol("tray", animation: .breathe),
        description: "New conversations will show up here.",
        actions: [EmptyState.Action("Load Samples", id: "load-samples")])
      return EmptyStateContentView(messages) { action in
        if action.id == "load-samples" { loadSamples() }
      }
    }
  #endif
}
