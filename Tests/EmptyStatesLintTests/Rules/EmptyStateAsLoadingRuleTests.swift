import Testing

@testable import EmptyStatesLint

/// `empty-state-as-loading` (``EmptyStateAsLoadingRule``); what it reads with is tested in
/// `Shared/Loading/`, its "Loading…" copy with the copy review (`Shared/CopyReview/`).
@Suite struct EmptyStateAsLoadingRuleTests {
  @Test func anEmptyStateShownWhileLoading() {
    let source = """
      struct Feed: View {
        let isLoading: Bool
        var body: some View {
          if isLoading {
            ContentUnavailableView("Fetching Posts", systemImage: "hourglass")
          }
        }
      }
      """
    #expect(Linted.findings(in: source) == [Linted(5, 7, .emptyStateAsLoading)])
  }

  @Test func aTitleChosenByALoadingFlag() {
    let source = """
      struct Metrics: View {
        let isLoading: Bool
        var body: some View {
          ContentUnavailableView(
            isLoading ? "Loading metrics…" : "No Metrics", systemImage: "chart.bar")
        }
      }
      """
    let found = Linted.messages(in: source, rules: [.emptyStateAsLoading])
    #expect(found.map(\.0) == [Linted(4, 5, .emptyStateAsLoading)])
    #expect(found.first?.1.contains("says it is loading while a load runs") == true)
  }

  @Test func loadingCopyShownWhileLoadingIsOneFindingThatSaysSo() {
    let source = """
      struct Feed: View {
        let isLoading: Bool
        var body: some View {
          if isLoading {
            ContentUnavailableView("Loading…", systemImage: "hourglass")
          }
        }
      }
      """
    let found = Linted.messages(in: source, rules: [.emptyStateAsLoading])
    #expect(found.map(\.0) == [Linted(5, 7, .emptyStateAsLoading)])
    #expect(found.first?.1.contains("is shown while loading") == true)
  }
}
