import Testing

@testable import EmptyStatesLint

/// `invalid-suppression` (``InvalidSuppressionRule``): an id a suppression comment names that is
/// no rule; reading the comments is tested in `SuppressionsTests`.
@Suite struct InvalidSuppressionRuleTests {
  @Test func eachUnknownIDIsReportedAtItsComment() {
    let source = """
      struct Inbox: View {
        var body: some View {
          // empty-states:disable-next-line empty-state-in-list-row -- a banner row
          // empty-states:disable bogus, copy-generic-titel
          Text("Inbox")
        }
      }
      """
    let found = Linted.messages(in: source, rules: [.invalidSuppression])
    #expect(
      found.map(\.0) == [Linted(4, 5, .invalidSuppression), Linted(4, 5, .invalidSuppression)])
    #expect(
      found.map(\.1).sorted() == [
        "'bogus' names no rule; see --help for the ids",
        "'copy-generic-titel' names no rule; see --help for the ids",
      ])
  }

  @Test func noSuppressionCommentSilencesIt() {
    let source = """
      // empty-states:disable invalid-suppression
      // empty-states:disable-next-line invalid-suppression
      // empty-states:disable-next-line bogus
      """
    #expect(Linted.findings(in: source) == [Linted(3, 1, .invalidSuppression)])
  }
}
