import EmptyStates
import EmptyStatesHTML
import EmptyStatesUI
import Foundation
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
  import EmptyStatesUIKit
#endif

/// The article search page: a load state and a query resolved by the core, with Clear Search.
struct ArticleSearchSample: CatalogSample {
  var articles: LoadState<[Article]>
  @State var query: String

  var matches: [Article] {
    let all = articles.value ?? []
    return query.isEmpty ? all : all.filter { $0.title.localizedStandardContains(query) }
  }

  var body: some View {
    List(matches) { Text($0.title) }
      .searchable(text: $query, prompt: "Search articles")
      .emptyState(
        for: articles, query: query, matchCount: matches.count,
        rules: PresentationRules(noResults: { .noResults(for: $0.text, actions: [.clearSearch]) })
      ) { action in
        if action.id == .clearSearch { query = "" }
      }
  }

  func html(locale: Locale) -> String {
    let rules = PresentationRules(noResults: { .noResults(for: $0.text, actions: [.clearSearch]) })
    let screen = Presentation.resolve(
      articles, query: query, matchCount: matches.count, rules: rules)
    let renderer = HTMLRenderer(headingLevel: .h2)
    return renderer.render(screen, localizer: EmptyStateLocalizer(locale: locale))
  }

  #if canImport(UIKit) && !os(watchOS)
    func uiKit() -> EmptyStateContentView {
      let rules = PresentationRules(noResults: { .noResults(for: $0.text, actions: [.clearSearch]) }
      )
      let screen = Presentation.resolve(
        articles, query: query, matchCount: matches.count, rules: rules)
      return EmptyStateContentView(screen) { action in
        if action.id == .clearSearch { query = "" }
      }
    }
  #endif
}
