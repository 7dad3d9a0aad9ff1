import EmptyStates
import EmptyStatesUI
import SwiftUI

struct Article: Identifiable, Sendable {
  var id: Int
  var title: String
}

struct ArticleRow: View {
  var article: Article
  var body: some View { Text(article.title) }
}

// snippet: swiftui-list
struct ArticlesView: View {
  @State private var state: LoadState<[Article]> = .loading
  @State private var query = ""

  var body: some View {
    List(filtered) { ArticleRow(article: $0) }
      .searchable(text: $query)
      .refreshable { await load() }
      .emptyState(
        for: state, query: query, matchCount: filtered.count,
        rules: PresentationRules(
          empty: EmptyState(
            "No Articles", systemImage: "tray",
            description: "Pull down to refresh."))
      ) { action in
        if action.id == .retry { await load() }
      }
      .task { await load() }
  }
}
// end snippet

extension ArticlesView {
  fileprivate var filtered: [Article] {
    let articles = state.value ?? []
    return query.isEmpty ? articles : articles.filter { $0.title.contains(query) }
  }

  fileprivate func load() async {
    state = .loaded([])
  }
}
