import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The contacts search page: a search in a table that found nothing.
///
/// `Table` is iOS 16, macOS 12 and visionOS 1, and not on tvOS or watchOS: so is the view.
@available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct ContactsSearchSample: CatalogSample {
  var contacts: [Contact]
  @State var searchText: String

  var results: [Contact] {
    searchText.isEmpty
      ? contacts : contacts.filter { $0.name.localizedStandardContains(searchText) }
  }

  var body: some View {
    Table(results) {
      TableColumn("Name", value: \.name)
      TableColumn("Email", value: \.email)
    }
    .overlay {
      if results.isEmpty {
        EmptyStateView.search(text: searchText)
      }
    }
    .searchable(text: $searchText)
  }

  func html(locale: Locale) -> String {
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(
      .noResults(for: searchText), localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      EmptyStateContentView(.noResults(for: searchText))
    }
  #endif
}
