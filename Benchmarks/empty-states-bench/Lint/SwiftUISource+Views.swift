extension SwiftUISource {
  /// A list screen with an overlay that chooses progress, an empty state or no results.
  mutating func listView() {
    let e = entity
    let name = typeName("ListView")
    let row = entity.name + "Row"
    let searchable = random.chance(70)
    let sectioned = random.chance(50)
    let content = #"""
              ForEach(visible\#(e.pluralName)) { \#(e.variable) in
                NavigationLink(value: \#(e.variable).id) {
                  \#(row)(\#(e.variable): \#(e.variable))
                }
              }
              .onDelete { offsets in
                store.remove(atOffsets: offsets)
              }
      """#
    let list =
      sectioned
      ? "        Section {\n"
        + content.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        + "\n        } header: {\n          Text(\"\(random.pick(["Recent", "All", "This Week"]))\")\n"
        + "        }"
      : content
    let noResults =
      searchable
      ? random.pick([
        "ContentUnavailableView.search(text: query)", "ContentUnavailableView.search",
      ]) : "ContentUnavailableView(\"No Matches\", systemImage: \"line.3.horizontal.decrease\")"
    let emptyCheck = random.pick([
      "store.\(e.plural).isEmpty", "store.\(e.plural).count == 0",
    ])
    let searchModifiers =
      searchable
      ? "\n      .searchable(text: $query, prompt: \"Search \(e.plural)\")" : ""
    let refresh = random.chance(60) ? "\n      .refreshable { await store.load() }" : ""
    append(
      .listView,
      #"""
      struct \#(name): View {
        @State private var store = \#(storeName)()
        @State private var query = ""
        @State private var showsFavoritesOnly = false

        var body: some View {
          NavigationStack {
            List {
      \#(list)
            }
            .navigationTitle("\#(e.pluralName)")
            .navigationDestination(for: \#(e.name).ID.self) { id in
              \#(e.name)DetailView(id: id)
            }
            .overlay {
              if store.isLoading && \#(emptyCheck) {
                ProgressView("Fetching \#(e.plural)")
              } else if \#(emptyCheck) {
                ContentUnavailableView(
                  "No \#(e.pluralName)", systemImage: "\#(e.symbol)",
                  description: Text("\#(e.pluralName) you add appear here."))
              } else if visible\#(e.pluralName).isEmpty && !query.isEmpty {
                \#(noResults)
              }
            }\#(searchModifiers)\#(refresh)
            .task { await store.load() }
            .toolbar {
              ToolbarItem(placement: .primaryAction) {
                Toggle(isOn: $showsFavoritesOnly) {
                  Label("Favorites", systemImage: "star")
                }
              }
            }
          }
        }

        private var visible\#(e.pluralName): [\#(e.name)] {
          let base = showsFavoritesOnly ? store.\#(e.plural).filter(\.isFavorite) : store.\#(e.plural)
          return base.filter { $0.matches(query) }
        }
      }
      """#)
  }

  /// A screen that switches over a load state, with a failure that offers Retry.
  mutating func switchView() {
    let e = entity
    let name = typeName("Screen")
    let description = random.pick([
      "Text(error.localizedDescription)", "Text(\"Check your connection and try again.\")",
      "Text(\"We couldn’t reach the server.\")",
    ])
    append(
      .switchView,
      #"""
      struct \#(name): View {
        @StateObject private var model = \#(viewModelName)()

        var body: some View {
          Group {
            switch model.state {
            case .idle, .loading:
              ProgressView()
                .controlSize(.large)
            case .loaded(let items) where items.isEmpty:
              ContentUnavailableView {
                Label("No \#(e.pluralName) Yet", systemImage: "\#(e.symbol)")
              } description: {
                Text("Tap + to add your first \#(e.variable).")
              } actions: {
                Button("Add \#(e.name)") {
                  model.selection = nil
                }
                .buttonStyle(.borderedProminent)
              }
            case .loaded(let items):
              ScrollView {
                LazyVStack(alignment: .leading, spacing: \#(random.pick([8, 12, 16]))) {
                  ForEach(items) { item in
                    \#(e.name)Row(\#(e.variable): item)
                      .padding(.horizontal)
                  }
                }
              }
            case .failed(let error):
              ContentUnavailableView {
                Label("Couldn’t Load \#(e.pluralName)", systemImage: "exclamationmark.triangle")
              } description: {
                \#(description)
              } actions: {
                Button("Retry") {
                  Task { await model.refresh() }
                }
              }
            }
          }
          .task { await model.refresh() }
          .animation(.default, value: model.state.isLoading)
        }
      }
      """#)
  }

  /// A split view whose detail says nothing is selected, behind an availability check.
  mutating func splitView() {
    let e = entity
    let name = typeName("SplitView")
    append(
      .splitView,
      #"""
      struct \#(name): View {
        @ObservedObject var model: \#(viewModelName)
        @State private var columnVisibility = NavigationSplitViewVisibility.all

        var body: some View {
          NavigationSplitView(columnVisibility: $columnVisibility) {
            List(selection: $model.selection) {
              if case .loaded(let items) = model.state {
                ForEach(items) { item in
                  Text(item.title).tag(item.id)
                }
              }
            }
            .navigationTitle("\#(e.pluralName)")
            .searchable(text: $model.searchText, placement: .sidebar)
          } detail: {
            if let selection = model.selection {
              \#(e.name)DetailView(id: selection)
            } else if #available(iOS 17.0, macOS 14.0, *) {
              ContentUnavailableView(
                "No \#(e.name) Selected", systemImage: "\#(e.symbol)",
                description: Text("Choose one from the list."))
            } else {
              VStack(spacing: 8) {
                Image(systemName: "\#(e.symbol)")
                  .font(.largeTitle)
                  .foregroundStyle(.secondary)
                  .accessibilityHidden(true)
                Text("No \#(e.name) Selected")
                  .font(.title2.bold())
              }
              .accessibilityElement(children: .combine)
            }
          }
          .navigationSplitViewStyle(.balanced)
        }
      }
      """#)
  }

  /// A row view with a helper function.
  mutating func row() {
    let e = entity
    let name = typeName("Row")
    let spacing = random.pick([4, 6, 8, 12])
    append(
      .row,
      #"""
      struct \#(name): View {
        let \#(e.variable): \#(e.name)
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize

        var body: some View {
          HStack(alignment: .firstTextBaseline, spacing: \#(spacing)) {
            Image(systemName: \#(e.variable).isFavorite ? "star.fill" : "\#(e.symbol)")
              .foregroundStyle(.tint)
              .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
              Text(\#(e.variable).title)
                .font(.headline)
                .lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 1)
              Text(\#(e.variable).subtitle)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            Text(relativeDate)
              .font(.caption)
              .monospacedDigit()
          }
          .padding(.vertical, \#(spacing / 2))
          .accessibilityElement(children: .combine)
        }

        private var relativeDate: String {
          let formatter = RelativeDateTimeFormatter()
          formatter.unitsStyle = .abbreviated
          return formatter.localizedString(for: \#(e.variable).updatedAt, relativeTo: .now)
        }
      }
      """#)
  }

  /// A settings form with platform conditionals and a task keyed on a value.
  mutating func settings() {
    let e = entity
    let name = typeName("SettingsView")
    append(
      .settings,
      #"""
      struct \#(name): View {
        @AppStorage("\#(e.plural).sortOrder") private var sortOrder = "date"
        @AppStorage("\#(e.plural).showsArchived") private var showsArchived = false
        @State private var storageUsed: Int64?

        var body: some View {
          Form {
            Section("Display") {
              Picker("Sort By", selection: $sortOrder) {
                Text("Date").tag("date")
                Text("Title").tag("title")
              }
              Toggle("Show Archived \#(e.pluralName)", isOn: $showsArchived)
            }
            Section {
              LabeledContent("Storage") {
                if let storageUsed {
                  Text(ByteCountFormatter.string(fromByteCount: storageUsed, countStyle: .file))
                } else {
                  ProgressView()
                }
              }
            } footer: {
              Text("Cached \#(e.plural) are removed after \#(random.pick([7, 14, 30])) days.")
            }
          }
          #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
          #elseif os(macOS)
            .formStyle(.grouped)
            .frame(minWidth: 420)
          #endif
          .task(id: showsArchived) {
            storageUsed = await \#(e.name)Cache.shared.size(includingArchived: showsArchived)
          }
        }
      }
      """#)
  }

  /// Previews of the file's first list view.
  mutating func preview() {
    let e = entity
    let variant = random.pick(["Empty", "Loaded", "Dark", "Large Type"])
    append(
      .preview,
      #"""
      #Preview("\#(e.pluralName) – \#(variant)") {
        \#(e.name)ListView()
          .environment(\.locale, Locale(identifier: "\#(random.pick(["en", "de", "ar", "ja"]))"))
      }
      """#)
  }
}
