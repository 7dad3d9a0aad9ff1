/// `search-without-query`: `ContentUnavailableView.search` (or `.search(text:)`) on a path where
/// its query may be empty.
///
/// Where the query lives decides. A view that owns it (a `@State` it declares, or a text it
/// binds to `.searchable`) must check it on the path, or hide the search state without it. A
/// query from outside (a parameter, a `@Binding`, the environment's search text) is judged at
/// the file's own callers: reported when one shows the view with a query of its own that may
/// be empty, silent when each checks it or when no caller is in the file. The owner, guards,
/// filters and callers are read in `SearchWithoutQuery/`
/// (``LintContext/searchProblem(at:reading:)``).
struct SearchWithoutQueryRule: LintRule {
  var id: EmptyStateLinter.Rule { .searchWithoutQuery }

  var documentation: Documentation {
    Documentation(
      summary: "The search empty state shown where the query may be empty.",
      rationale:
        "With nothing typed, \"No Results\" confuses: nothing was searched for. People need "
        + "the ordinary empty state until they search.",
      badExample: """
        @State private var query = ""
        // …
        List(results) { Text($0.title) }
          .searchable(text: $query)
          .overlay { if results.isEmpty { ContentUnavailableView.search(text: query) } }
        """,
      goodExample: """
        @State private var query = ""
        // …
        List(results) { Text($0.title) }
          .searchable(text: $query)
          .overlay {
            if results.isEmpty, !query.isEmpty { ContentUnavailableView.search(text: query) }
          }
        """,
      fix: "Guard the search variant on a non-empty query (if !query.isEmpty, a guard, or an "
        + "isSearching flag).")
  }

  func findings(in context: LintContext, build: BuildSettings) -> [RuleFinding] {
    let searchSites = context.sites.filter {
      $0.kind == .contentUnavailableView
        && $0.call.member.map { context.outline.is($0, "search") } == true
    }
    guard !searchSites.isEmpty else { return [] }
    let reading = context.makeSearchReading()
    var findings: [RuleFinding] = []
    for site in searchSites {
      guard let message = context.searchProblem(at: site, reading: reading) else { continue }
      findings.append(RuleFinding(token: site.name, rule: id, message: message))
    }
    return findings
  }
}
