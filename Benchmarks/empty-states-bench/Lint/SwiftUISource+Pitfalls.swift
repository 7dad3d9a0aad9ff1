extension SwiftUISource {
  /// A screen with one planted ``CorpusPitfall``, written as real code makes it.
  mutating func pitfall(_ pitfall: CorpusPitfall) {
    let e = entity
    let name = typeName("Screen")
    let row = "\(e.name)Row(\(e.variable): \(e.variable))"
    let emptyState = #"""
      ContentUnavailableView(
                "No \#(e.pluralName)", systemImage: "\#(e.symbol)",
                description: Text("Pull to refresh."))
      """#
    let body: String
    switch pitfall {
    case .inListRow:
      body = #"""
            List {
              if store.\#(e.plural).isEmpty && !store.isLoading {
                \#(emptyState)
              } else {
                ForEach(store.\#(e.plural)) { \#(e.variable) in
                  \#(row)
                }
              }
            }
        """#
    case .emptyDuringLoading:
      body = #"""
            List(store.\#(e.plural)) { \#(e.variable) in
              \#(row)
            }
            .overlay {
              if store.\#(e.plural).isEmpty {
                \#(emptyState)
              }
            }
        """#
    case .accessibilityLabel:
      body = searchScreen(
        showing: emptyState + "\n        .accessibilityLabel(\"No \(e.plural)\")", row: row)
    case .fixedFrame:
      body = searchScreen(
        showing: emptyState + "\n        .frame(height: \(random.pick([180, 200, 240])))", row: row)
    case .unguardedSearch:
      // Nothing stored at all, and no query typed: “No Results” says a search failed.
      body = searchScreen(showing: "ContentUnavailableView.search", row: row, items: e.plural)
    case .loadingTitle:
      body = searchScreen(
        showing: #"ContentUnavailableView("Loading…", systemImage: "hourglass")"#, row: row)
    case .unlocalizedTitle:
      let title = #"String(describing: store.query) + " not found""#
      body = searchScreen(
        showing: "ContentUnavailableView(\n          \(title), systemImage: \"\(e.symbol)\")",
        row: row)
    }
    append(
      .pitfall,
      #"""
      struct \#(name): View {
        @State private var store = \#(storeName)()

        var body: some View {
      \#(body)
          .task { await store.load() }
        }
      }
      """#)
    plant(pitfall)
  }

  /// A searchable list of the store's `items` (by default those the query matched) whose
  /// overlay shows `emptyState` when there are none.
  private func searchScreen(showing emptyState: String, row: String, items: String? = nil)
    -> String
  {
    let items = items ?? "filtered\(entity.pluralName)"
    return #"""
          List(store.\#(items)) { \#(entity.variable) in
            \#(row)
          }
          .overlay {
            if store.isLoading {
              ProgressView()
            } else if store.\#(items).isEmpty {
              \#(emptyState)
            }
          }
          .searchable(text: $store.query)
      """#
  }
}
