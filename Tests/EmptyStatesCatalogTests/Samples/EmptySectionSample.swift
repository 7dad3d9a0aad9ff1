import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The empty-section page: one section of a grouped list is empty, and says so in a row; the
/// other sections and the list stay as they are.
struct EmptySectionSample: CatalogSample {
  var favourites: [Recipe]
  var recent: [Recipe]
  var browse: @MainActor () -> Void = {}

  var body: some View {
    List {
      Section("Favourites") {
        if favourites.isEmpty {
          EmptyStateRow {
            Label("No Favourites Yet", systemImage: "star")
          } description: {
            Text("Recipes you star appear here.")
          } actions: {
            Button("Browse Recipes") { browse() }
          }
        } else {
          ForEach(favourites) { Text($0.title) }
        }
      }
      Section("Recent") {
        ForEach(recent) { Text($0.title) }
      }
    }
  }

  func html(locale: Locale) -> String {
    let favourites = EmptyState(
      "No Favourites Yet", systemImage: "star", description: "Recipes you star appear here.",
      actions: [EmptyState.Action("Browse Recipes", id: "browse-recipes")])
    // The one row of the favourites table's empty <tbody>, across its three columns.
    return HTMLRenderer().renderTableRow(
      favourites, columns: 3, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      // The favourites section's footer while the section has no rows.
      let favourites = EmptyState(
        "No Favourites Yet", systemImage: "star", description: "Recipes you star appear here.",
        actions: [EmptyState.Action("Browse Recipes", id: "browse-recipes")])
      return EmptyStateContentView(favourites) { action in
        if action.id == "browse-recipes" { browse() }
      }
    }
  #endif
}
