import Testing

@testable import EmptyStatesLint

/// `copy-raw-error-text` (``CopyRawErrorTextRule``): the core's copy review, on literal copy.
@Suite struct CopyRawErrorTextRuleTests {
  @Test func theDocumentedBadExampleIsReportedAndTheGoodOneIsNot() {
    let documentation = EmptyStateLinter.Rule.copyRawErrorText.documentation
    #expect(
      Linted.findings(inBody: documentation.badExample, rules: [.copyRawErrorText]) == [
        Linted(1, 1, .copyRawErrorText)
      ])
    #expect(Linted.findings(inBody: documentation.goodExample, rules: [.copyRawErrorText]) == [])
  }

  @Test func anErrorDomainInTheDescriptionIsRawText() {
    let body = """
      ContentUnavailableView(
        "Couldn't Load", systemImage: "wifi.slash",
        description: Text("Error Domain=NSURLErrorDomain Code=-1009"))
      """
    #expect(
      Linted.findings(inBody: body, rules: [.copyRawErrorText]) == [Linted(1, 1, .copyRawErrorText)]
    )
  }
}
