import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
  import UIKit
#endif

/// The composable project page: an icon tile, two buttons and a link.
///
/// The borderless button style came to tvOS in 17.0: so did the view.
@available(tvOS 17.0, *)
struct ProjectSample: CatalogSample {
  var create: @MainActor () -> Void = {}
  var importProject: @MainActor () -> Void = {}
  @Environment(\.openURL) private var openURL

  var body: some View {
    EmptyStateContainer {
      EmptyStateHeader {
        EmptyStateMedia(variant: .icon) { Image(systemName: "folder") }
        EmptyStateTitle("No Projects Yet")
        EmptyStateDescription(
          "You haven’t created any projects yet. Get started by creating your first project.")
      }
      EmptyStateContent {
        HStack {
          Button("Create") { create() }
            .buttonStyle(.borderedProminent)
          Button("Import") { importProject() }
        }
        Button("Learn More") {
          if let url = URL(string: "https://www.swift.org") { openURL(url) }
        }
        .buttonStyle(.borderless)
      }
    }
  }

  func html(locale: Locale) -> String {
    let projects = EmptyState(
      "No Projects Yet", media: .symbol("folder", variant: .icon),
      description:
        "You haven’t created any projects yet. Get started by creating your first project.",
      actions: [
        EmptyState.Action("Create", id: "create"),
        EmptyState.Action("Import", id: "import", role: .secondary),
        EmptyState.Action(
          "Learn More", id: "learn-more", role: .link, url: URL(string: "https://www.swift.org")),
      ])
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(projects, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      let projects = EmptyState(
        "No Projects Yet", media: .symbol("folder", variant: .icon),
        description:
          "You haven’t created any projects yet. Get started by creating your first project.",
        actions: [
          EmptyState.Action("Create", id: "create"),
          EmptyState.Action("Import", id: "import", role: .secondary),
          EmptyState.Action(
            "Learn More", id: "learn-more", role: .link, url: URL(string: "https://www.swift.org")),
        ])
      return EmptyStateContentView(projects) { action in
        if action.id == "create" { create() }
        if action.id == "import" { importProject() }
        // With a handler, an action with a URL is the handler's to open.
        if let url = action.url { UIApplication.shared.open(url) }
      }
    }
  #endif
}
