extension LintContext {
  /// The uses of the file's views that show an empty state at their root through another view
  /// of the file (`struct EmptyFeed: View { var body: some View { NoPostsCard() } }`, where
  /// `NoPostsCard` shows one): a modifier on them applies to the empty state as one on a
  /// wrapper's use does. The wrappers' own uses are in ``allSites``.
  func readIndirectSites() -> [EmptyStateSite] {
    guard !sites.isEmpty else { return [] }
    var result: [EmptyStateSite] = []
    var seen: Set<Int> = []
    for site in sites {
      guard let shown = views.declaration(atRootOf: site.name) else { continue }
      for declaration in views.declarations(showing: shown.body)
      where declaration.body != shown.body && seen.insert(declaration.body).inserted {
        for use in views.declarations.uses[declaration.body] ?? [] {
          // A property is used by its name alone: a period after it starts a modifier.
          let call =
            declaration.kind == .member && outline.kind(use + 1) != .leftParen
            ? Call(name: use, member: nil, arguments: nil, closures: [], end: use + 1)
            : outline.call(at: use)
          result.append(EmptyStateSite(kind: .wrapper(inner: site.name), call: call))
        }
      }
    }
    return result
  }
}
