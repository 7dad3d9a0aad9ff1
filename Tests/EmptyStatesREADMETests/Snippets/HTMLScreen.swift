import EmptyStates
import EmptyStatesHTML

func page(for feed: LoadState<[String]>, query: String) -> String {
  var page = "<main>"

  // snippet: html-screen
  let screen = EmptyStateLocalizer(localeIdentifier: "de")
    .localize(Presentation.resolve(feed, query: query))
  page += renderer.render(screen)  // progress (role="status"), a failed refresh's inline alert
  // (role="alert") above the rows, the empty state, or nothing
  // end snippet
  return page + "</main>"
}
