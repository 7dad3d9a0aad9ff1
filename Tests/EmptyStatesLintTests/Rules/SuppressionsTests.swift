import Testing

@testable import EmptyStatesLint

@Suite struct SuppressionsTests {
  @Test func nextLineAndRestOfFile() {
    let suppressions = Suppressions(
      LexedSource(
        """
        // empty-states:disable-next-line empty-state-in-list-row, fixed-frame-on-empty-state
        a
        b
        /* empty-states:disable unlocalized-title -- titles come from the server */
        c
        """))
    #expect(suppressions.silences(.emptyStateInListRow, on: 2))
    #expect(suppressions.silences(.fixedFrameOnEmptyState, on: 2))
    #expect(!suppressions.silences(.emptyStateInListRow, on: 3))
    #expect(!suppressions.silences(.unlocalizedTitle, on: 3))
    #expect(suppressions.silences(.unlocalizedTitle, on: 4))
    #expect(suppressions.silences(.unlocalizedTitle, on: 5))
    #expect(suppressions.unknownIDs.isEmpty)
  }

  @Test func unknownIDsAreCollectedAndLookAlikesIgnored() {
    let suppressions = Suppressions(
      LexedSource(
        """
        // empty-states:disable-next-line empty-state-in-lst-row -- typo
        // empty-states:disabled whatever
        let s = "// empty-states:disable bogus"
        """))
    #expect(suppressions.unknownIDs.map(\.id) == ["empty-state-in-lst-row"])
    #expect(suppressions.unknownIDs.first?.location.line == 1)
  }
}
