import Testing

@testable import EmptyStatesLint

/// `copy-title-too-long` (``CopyTitleTooLongRule``): the core's copy review, on literal copy.
@Suite struct CopyTitleTooLongRuleTests {
  @Test func theDocumentedBadExampleIsReportedAndTheGoodOneIsNot() {
    let documentation = EmptyStateLinter.Rule.copyTitleTooLong.documentation
    #expect(
      Linted.findings(inBody: documentation.badExample, rules: [.copyTitleTooLong]) == [
        Linted(1, 1, .copyTitleTooLong)
      ])
    #expect(Linted.findings(inBody: documentation.goodExample, rules: [.copyTitleTooLong]) == [])
  }

  @Test func fiveWordsAreATitleAndSixAreTooMany() {
    let five = "ContentUnavailableView(\"No Notes On This Device\", systemImage: \"note\")"
    let six = "ContentUnavailableView(\"No Notes Saved On This Device\", systemImage: \"note\")"
    #expect(Linted.findings(inBody: five, rules: [.copyTitleTooLong]) == [])
    #expect(
      Linted.findings(inBody: six, rules: [.copyTitleTooLong]) == [Linted(1, 1, .copyTitleTooLong)])
  }
}
