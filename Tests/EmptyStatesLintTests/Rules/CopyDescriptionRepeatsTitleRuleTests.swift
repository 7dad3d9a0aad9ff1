import Testing

@testable import EmptyStatesLint

/// `copy-description-repeats-title` (``CopyDescriptionRepeatsTitleRule``): the core's copy review, on literal copy.
@Suite struct CopyDescriptionRepeatsTitleRuleTests {
  @Test func theDocumentedBadExampleIsReportedAndTheGoodOneIsNot() {
    let documentation = EmptyStateLinter.Rule.copyDescriptionRepeatsTitle.documentation
    #expect(
      Linted.findings(inBody: documentation.badExample, rules: [.copyDescriptionRepeatsTitle]) == [
        Linted(1, 1, .copyDescriptionRepeatsTitle)
      ])
    #expect(
      Linted.findings(inBody: documentation.goodExample, rules: [.copyDescriptionRepeatsTitle])
        == [])
  }

  @Test func fillerAroundTheTitleRepeatsItAndNewWordsDoNot() {
    let body = """
      ContentUnavailableView {
        Label("No Notes", systemImage: "note")
      } description: {
        Text("There are no notes.")
      }
      ContentUnavailableView {
        Label("No Notes", systemImage: "note")
      } description: {
        Text("Notes you save appear here.")
      }
      """
    #expect(
      Linted.findings(inBody: body, rules: [.copyDescriptionRepeatsTitle]) == [
        Linted(1, 1, .copyDescriptionRepeatsTitle)
      ])
  }
}
