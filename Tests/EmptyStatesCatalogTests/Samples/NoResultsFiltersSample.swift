import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The filtered mailbox page: the filters that are on hide every message; the state names them
/// and Clear Filters turns them off.
struct NoResultsFiltersSample: CatalogSample {
  var messages: LoadState<[Message]>
  @State var unreadOnly: Bool
  @State var flaggedOnly: Bool

  var shown: [Message] {
    (messages.value ?? []).filter { ($0.isUnread || !unreadOnly) && ($0.isFlagged || !flaggedOnly) }
  }

  /// The filters that are on, by the names the filter menu shows.
  var filters: SearchFilters {
    SearchFilters((unreadOnly ? ["Unread"] : []) + (flaggedOnly ? ["Flagged"] : []))
  }

  var body: some View {
    List(shown) { Text($0.subject) }
      .emptyState(for: messages, matchCount: shown.count, filters: filters) { action in
        if action.id == .clearFilters {
          unreadOnly = false
          flaggedOnly = false
        }
      }
  }

  func html(locale: Locale) -> String {
    let screen = Presentation.resolve(messages, matchCount: shown.count, filters: filters)
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(screen, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      let screen = Presentation.resolve(messages, matchCount: shown.count, filters: filters)
      return EmptyStateContentView(screen) { action in
        if action.id == .clearFilters {
          unreadOnly = false
          flaggedOnly = false
        }
      }
    }
  #endif
}
