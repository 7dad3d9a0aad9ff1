extension SwiftUISource {
  /// The model type and its load state.
  mutating func model() {
    let e = entity
    let extra = random.pick([
      "  var rating: Int\n", "  var amount: Decimal\n", "  var isArchived: Bool\n",
      "  var notes: String?\n", "",
    ])
    append(
      .model,
      #"""
      struct \#(e.name): Identifiable, Hashable, Codable, Sendable {
        let id: UUID
        var title: String
        var \#(e.detail): String
        var updatedAt: Date
        var isFavorite: Bool
        var tags: [String]
      \#(extra)}

      enum \#(e.name)LoadState {
        case idle
        case loading
        case loaded([\#(e.name)])
        case failed(any Error)

        var isLoading: Bool {
          if case .loading = self { return true }
          return false
        }
      }
      """#)
  }

  /// A client that fetches the models over the network.
  mutating func client() {
    let e = entity
    let path = random.pick(["v1", "v2", "api/v3", "mobile/v1"])
    let limit = random.pick([20, 50, 100])
    append(
      .client,
      #"""
      struct \#(e.name)Client: Sendable {
        var fetch: @Sendable () async throws -> [\#(e.name)]
        var delete: @Sendable (\#(e.name).ID) async throws -> Void

        static let live = \#(e.name)Client(
          fetch: {
            guard let url = URL(string: "https://api.example.com/\#(path)/\#(e.plural)?limit=\#(limit)")
            else { throw URLError(.badURL) }
            let (data, response) = try await URLSession.shared.data(from: url)
            guard (response as? HTTPURLResponse)?.statusCode == 200 else {
              throw URLError(.badServerResponse)
            }
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return try decoder.decode([\#(e.name)].self, from: data)
          },
          delete: { id in
            try await Task.sleep(for: .milliseconds(\#(random.number(in: 50...400))))
          }
        )

        static let preview = \#(e.name)Client(fetch: { \#(e.name).samples }, delete: { _ in })
      }
      """#)
  }

  /// An `@Observable` store with an `async` load.
  mutating func store() {
    let e = entity
    let name = typeName("Store")
    let sort = random.pick([
      "$0.updatedAt > $1.updatedAt",
      "$0.title.localizedStandardCompare($1.title) == .orderedAscending",
      "$0.isFavorite && !$1.isFavorite",
    ])
    append(
      .store,
      #"""
      @MainActor
      @Observable
      final class \#(name) {
        private(set) var \#(e.plural): [\#(e.name)] = []
        private(set) var isLoading = false
        private(set) var lastError: (any Error)?
        var query = ""

        @ObservationIgnored private let client: \#(e.name)Client

        init(client: \#(e.name)Client = .live) {
          self.client = client
        }

        var filtered\#(e.pluralName): [\#(e.name)] {
          let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
          guard !trimmed.isEmpty else { return \#(e.plural) }
          return \#(e.plural).filter { $0.title.localizedCaseInsensitiveContains(trimmed) }
        }

        func load() async {
          isLoading = true
          defer { isLoading = false }
          do {
            let fetched = try await client.fetch()
            \#(e.plural) = fetched.sorted { \#(sort) }
            lastError = nil
          } catch is CancellationError {
            return
          } catch {
            lastError = error
          }
        }

        func remove(atOffsets offsets: IndexSet) {
          let ids = offsets.map { \#(e.plural)[$0].id }
          \#(e.plural).remove(atOffsets: offsets)
          Task {
            for id in ids {
              try? await client.delete(id)
            }
          }
        }
      }
      """#)
  }

  /// An `ObservableObject` view model whose state is a load-state enum.
  mutating func viewModel() {
    let e = entity
    let name = typeName("ViewModel")
    append(
      .viewModel,
      #"""
      final class \#(name): ObservableObject {
        @Published private(set) var state: \#(e.name)LoadState = .idle
        @Published var selection: \#(e.name).ID?
        @Published var searchText = ""

        private let client: \#(e.name)Client

        init(client: \#(e.name)Client = .live) {
          self.client = client
        }

        @MainActor
        func refresh() async {
          if case .loaded = state {
          } else {
            state = .loading
          }
          do {
            let items = try await client.fetch()
            state = .loaded(items.filter { !$0.tags.contains("hidden") })
          } catch {
            state = .failed(error)
          }
        }
      }
      """#)
  }

  /// An extension with computed properties, helper functions and sample data.
  mutating func helpers() {
    let e = entity
    let count = random.number(in: 2...5)
    let samples = (0..<count).map { index in
      let title = random.pick(["Lisbon", "Kyoto", "Q3 report", "Sourdough", "Morning run", "Zoë"])
      let detail = random.pick(["Lena", "Acme", "Inbox", "Main", "Ōsaka", "São Paulo"])
      return #"""
            \#(e.name)(
              id: UUID(), title: "\#(title) \#(index + 1)", \#(e.detail): "\#(detail)",
              updatedAt: Date(timeIntervalSince1970: \#(1_700_000_000 + random.below(9_000_000))),
              isFavorite: \#(random.chance(30)), tags: ["\#(random.pick(["work", "home", "travel"]))"]),
        """#
    }
    append(
      .helpers,
      #"""
      extension \#(e.name) {
        var subtitle: String {
          let tagList = tags.isEmpty ? "" : " · " + tags.joined(separator: ", ")
          return \#(e.detail) + tagList
        }

        func matches(_ query: String) -> Bool {
          let needle = query.trimmingCharacters(in: .whitespaces)
          if needle.isEmpty { return true }
          return title.localizedStandardContains(needle)
            || \#(e.detail).localizedStandardContains(needle)
            || tags.contains { $0.localizedStandardContains(needle) }
        }

        static func grouped(_ items: [\#(e.name)]) -> [(key: String, value: [\#(e.name)])] {
          Dictionary(grouping: items) { item in
            item.title.first.map { String($0).uppercased() } ?? "#"
          }
          .sorted { $0.key < $1.key }
        }

        static let samples: [\#(e.name)] = [
      \#(samples.joined(separator: "\n"))
        ]
      }
      """#)
  }
}
