import Testing

@testable import EmptyStatesLint

/// `copy-no-way-forward` (``CopyNoWayForwardRule``): the core's copy review, on literal copy.
@Suite struct CopyNoWayForwardRuleTests {
  @Test func theDocumentedBadExampleIsReportedAndTheGoodOneIsNot() {
    let documentation = EmptyStateLinter.Rule.copyNoWayForward.documentation
    #expect(
      Linted.findings(inBody: documentation.badExample, rules: [.copyNoWayForward]) == [
        Linted(1, 1, .copyNoWayForward)
      ])
    #expect(Linted.findings(inBody: documentation.goodExample, rules: [.copyNoWayForward]) == [])
  }

  @Test func anErrorSymbolWithoutActionsIsADeadEndAndAnEverydayBadgeIsNoError() {
    let body = """
      ContentUnavailableView("Offline", systemImage: "wifi.slash")
      ContentUnavailableView("No Events", systemImage: "calendar.badge.exclamationmark")
      """
    #expect(
      Linted.findings(inBody: body, rules: [.copyNoWayForward]) == [Linted(1, 1, .copyNoWayForward)]
    )
  }
}
