import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The `no-results` preset's page: a search that matched nothing.
struct PresetNoResultsSample: CatalogSample {
  var contacts: [Contact]
  @State var query: String

  var results: [Contact] {
    query.isEmpty ? contacts : contacts.filter { $0.name.localizedStandardContains(query) }
  }

  var body: some View {
    List(results) { Text($0.name) }
      .searchable(text: $query)
      .overlay {
        if results.isEmpty, !query.isEmpty {
          EmptyStateView.search(text: query)
        }
      }
  }

  func html(locale: Locale) -> String {
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(.noResults(for: query), localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      EmptyStateContentView(.noResults(for: query))
    }
  #endif
}
