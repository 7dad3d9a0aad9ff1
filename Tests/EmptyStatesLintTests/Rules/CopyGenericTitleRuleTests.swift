import Testing

@testable import EmptyStatesLint

/// `copy-generic-title` (``CopyGenericTitleRule``): the core's copy review, on literal copy.
@Suite struct CopyGenericTitleRuleTests {
  @Test func theDocumentedBadExampleIsReportedAndTheGoodOneIsNot() {
    let documentation = EmptyStateLinter.Rule.copyGenericTitle.documentation
    #expect(
      Linted.findings(inBody: documentation.badExample, rules: [.copyGenericTitle]) == [
        Linted(1, 1, .copyGenericTitle)
      ])
    #expect(Linted.findings(inBody: documentation.goodExample, rules: [.copyGenericTitle]) == [])
  }

  @Test(arguments: ["No Data", "Error", "Something went wrong"])
  func aTitleThatNamesNothingIsGeneric(title: String) {
    let body = "ContentUnavailableView(\"\(title)\", systemImage: \"tray\")"
    #expect(
      Linted.findings(inBody: body, rules: [.copyGenericTitle]) == [Linted(1, 1, .copyGenericTitle)]
    )
  }

  @Test func aTitleThatIsNoLiteralIsNotReviewed() {
    let body = "ContentUnavailableView(title, systemImage: \"tray\")"
    #expect(Linted.findings(inBody: body, rules: [.copyGenericTitle]) == [])
  }
}
