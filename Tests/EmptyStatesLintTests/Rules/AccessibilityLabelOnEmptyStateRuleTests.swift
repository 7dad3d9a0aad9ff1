import Testing

@testable import EmptyStatesLint

/// `accessibility-label-on-empty-state` (``AccessibilityLabelOnEmptyStateRule``).
@Suite struct AccessibilityLabelOnEmptyStateRuleTests {
  /// The `accessibility-label-on-empty-state` findings when `modifier` follows an empty state.
  private func findings(_ modifier: String) -> [Linted] {
    let source = """
      struct Inbox: View {
        var body: some View {
          ContentUnavailableView("No Mail", systemImage: "tray")
            \(modifier)
        }
      }
      """
    return Linted.findings(in: source, rules: [.accessibilityLabelOnEmptyState])
  }

  @Test(arguments: [
    ".accessibilityLabel(\"Empty\")", ".accessibility(label: Text(\"Empty\"))",
    ".accessibilityLabel(\"Empty\", isEnabled: showsLabel)",
  ])
  func aLabelThatReplacesTheReading(modifier: String) {
    #expect(findings(modifier) == [Linted(3, 5, .accessibilityLabelOnEmptyState)])
  }

  @Test(arguments: [
    ".accessibilityLabel { label in Text(\"3 unread\"); label }",
    ".accessibilityLabel(\"Empty\", isEnabled: false)", ".accessibility(hint: Text(\"Pull\"))",
  ])
  func aLabelThatKeepsTheReading(modifier: String) {
    #expect(findings(modifier) == [])
  }

  @Test func aViewShowingAWrapperAtItsRootCarriesTheLabelToIt() {
    let source = """
      struct NoPosts: View {
        var body: some View { ContentUnavailableView("No Posts", systemImage: "text.bubble") }
      }
      struct EmptyFeed: View {
        var body: some View { NoPosts().padding() }
      }
      struct Feed: View {
        var body: some View { EmptyFeed().accessibilityLabel("Empty") }
      }
      """
    // Reported at the empty state, naming the use that carries the label.
    let findings = Linted.messages(in: source, rules: [.accessibilityLabelOnEmptyState])
    #expect(findings.map(\.0) == [Linted(2, 25, .accessibilityLabelOnEmptyState)])
    #expect(findings.first?.1.contains("through 'EmptyFeed' at line 8") == true)
  }
}
