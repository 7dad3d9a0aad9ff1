import Testing

@testable import EmptyStatesLint

/// `search-without-query` (``SearchWithoutQueryRule``): decided by where the query lives and who
/// shows the search state.
@Suite struct SearchWithoutQueryRuleTests {
  /// The lines of `source` with a `search-without-query` finding.
  static func reportedLines(_ source: String) -> [Int] {
    Linted.findings(in: source, rules: [.searchWithoutQuery]).map(\.line)
  }

  @Test func aViewThatOwnsTheQueryMustCheckIt() {
    let source = """
      struct Search: View {
        @State private var query = ""
        @State private var results: [String] = []
        var body: some View {
          List(results, id: \\.self) { Text($0) }
            .searchable(text: $query)
            .overlay { if results.isEmpty { ContentUnavailableView.search(text: query) } }
            .overlay { if results.isEmpty, !query.isEmpty { ContentUnavailableView.search } }
            .overlay {
              ContentUnavailableView.search(text: query).opacity(query.isEmpty ? 0 : 1)
            }
        }
      }
      """
    #expect(Self.reportedLines(source) == [7])
  }

  @Test func aQueryFromOutsideIsJudgedAtTheCallersInTheFile() {
    let child = """
      struct Results: View {
        let query: String
        var body: some View { ContentUnavailableView.search(text: query) }
      }
      """
    #expect(Self.reportedLines(child) == [])
    let unchecked =
      child + """

        struct Screen: View {
          @State private var text = ""
          var body: some View { Results(query: text).searchable(text: $text) }
        }
        """
    #expect(Self.reportedLines(unchecked) == [3])
    let checked =
      child + """

        struct Screen: View {
          @State private var text = ""
          var body: some View {
            VStack { if !text.isEmpty { Results(query: text) } }.searchable(text: $text)
          }
        }
        """
    #expect(Self.reportedLines(checked) == [])
    let literal =
      child + """

        struct Screen: View {
          var body: some View { Results(query: "Tea") }
        }
        """
    #expect(Self.reportedLines(literal) == [])
  }

  @Test func filtersOtherThanTheQueryCanEmptyTheResults() {
    func source(filter: String) -> String {
      """
      struct Search: View {
        @State private var query = ""
        @State private var onlyOpen = false
        let shops: [Shop]
        var body: some View {
          List(shown) { Text($0.name) }
            .searchable(text: $query)
            .overlay { if shown.isEmpty { ContentUnavailableView.search(text: query) } }
        }
        private var shown: [Shop] { shops.filter { \(filter) } }
      }
      """
    }
    #expect(Self.reportedLines(source(filter: "$0.name.contains(query)")) == [])
    #expect(
      Self.reportedLines(source(filter: "(!onlyOpen || $0.isOpen) && $0.name.contains(query)")) == [
        8
      ])
  }

  @Test func aSearchFlagNeverResetProvesNoQuery() {
    func source(reset: String) -> String {
      """
      struct Search: View {
        @State private var query = ""
        @State private var hits: [String] = []
        @State private var didSearch = false
        var body: some View {
          List(hits, id: \\.self) { Text($0) }
            .searchable(text: $query)
            .onSubmit(of: .search) { didSearch = true }
            .onChange(of: query) { \(reset) }
            .overlay { if didSearch && hits.isEmpty { ContentUnavailableView.search(text: query) } }
        }
      }
      """
    }
    #expect(Self.reportedLines(source(reset: "hits = []")) == [10])
    #expect(Self.reportedLines(source(reset: "if query.isEmpty { didSearch = false }")) == [])
  }

  @Test(arguments: [("\"Coffee\"", false), ("\"\"", true)])
  func aLiteralQueryIsEmptyOnlyWhenItSpellsNothing(query: String, reported: Bool) {
    let source =
      "struct S: View {\n  var body: some View { ContentUnavailableView.search(text: \(query)) }\n}"
    #expect(Self.reportedLines(source) == (reported ? [2] : []))
  }

  @Test func theDocumentedBadExampleIsReportedAndTheGoodOneIsNot() {
    let documentation = EmptyStateLinter.Rule.searchWithoutQuery.documentation
    func lint(_ example: String) -> [Int] {
      let body = example.replacingOccurrences(of: "// …\n", with: "var body: some View {\n")
      return Self.reportedLines("struct Notes: View {\n  let results: [Note]\n\(body)\n}\n}")
    }
    #expect(!lint(documentation.badExample).isEmpty)
    #expect(lint(documentation.goodExample).isEmpty)
  }

  @Test func theSearchStateNeedsAQueryOnItsPath() {
    let source = """
      struct Search: View {
        @State private var query = ""
        let all: [String]
        var results: [String] { all.filter { $0.contains(query) } }
        var body: some View {
          List(results, id: \\.self) { Text($0) }
            .overlay {
              if results.isEmpty { ContentUnavailableView.search }
            }
            .overlay {
              if all.isEmpty { ContentUnavailableView.search(text: query) }
            }
            .overlay {
              if !query.isEmpty, all.isEmpty { ContentUnavailableView.search(text: query) }
            }
            .overlay {
              query.isEmpty ? nil : ContentUnavailableView.search
            }
            .searchable(text: $query)
        }
      }
      """
    #expect(Linted.findings(in: source) == [Linted(11, 26, .searchWithoutQuery)])
  }

  @Test(arguments: [
    ("isBlank", true), ("isReallyEmpty", true), ("isEmptyOrWhitespace", true),
    ("isNotEmpty", false), ("isNotBlank", false),
  ])
  func anAppsOwnEmptinessPropertyOfTextIsRead(name: String, saysEmpty: Bool) {
    #expect(LintContext.emptinessProperty(name) == saysEmpty)
  }

  @Test(arguments: ["isSearching", "isLoading", "blankCount", "emptyTitle", "count"])
  func otherNamesSayNothingOfEmptiness(name: String) {
    #expect(LintContext.emptinessProperty(name) == nil)
  }
}
