import Testing

@testable import EmptyStates

@Suite struct CopyReviewTests {
  func rules(_ state: EmptyState) -> [CopyIssue.Rule] {
    CopyReview.review(state).map(\.rule)
  }

  @Test func flagsLongTitles() {
    #expect(rules(EmptyState("You do not have any saved landmarks yet")) == [.titleTooLong])
    #expect(!rules(EmptyState("No Saved Landmarks Yet")).contains(.titleTooLong))
  }

  @Test(arguments: ["No data", "Nothing here", "Error", "Oops!", "Something went wrong", "EMPTY"])
  func flagsGenericTitles(title: String) {
    #expect(rules(EmptyState(.verbatim(title), actions: [.retry])).contains(.genericTitle))
  }

  @Test(arguments: ["No Landmarks", "Couldn’t Load Photos", "No Message Selected"])
  func passesSpecificTitles(title: String) {
    #expect(rules(EmptyState(.verbatim(title))) == [])
  }

  @Test(arguments: [
    ("No Landmarks", "No landmarks."), ("No Landmarks", "There are no landmarks here."),
  ])
  func flagsDescriptionsThatRepeatTheTitle(title: String, description: String) {
    #expect(
      rules(EmptyState(.verbatim(title), description: .verbatim(description))) == [
        .descriptionRepeatsTitle
      ])
  }

  @Test func passesDescriptionsThatSayWhatWillAppear() {
    #expect(
      rules(EmptyState("No Landmarks", description: "Landmarks you save will appear here.")) == [])
  }

  @Test(arguments: [
    "Error Domain=NSURLErrorDomain Code=-1009 \"(null)\"",
    "The operation couldn’t be completed. (MyApp.APIError error 1.)",
    "The operation could not be completed.",
  ])
  func flagsRawErrorText(description: String) {
    let state = EmptyState(
      "Couldn’t Load Feed", description: .verbatim(description), actions: [.retry], tone: .error)
    #expect(rules(state) == [.rawErrorText])
  }

  @Test func passesPlainFailureCopy() {
    let state = EmptyState(
      "Couldn’t Load Feed", description: "Check your connection and try again.", actions: [.retry],
      tone: .error)
    #expect(rules(state) == [])
  }

  @Test(arguments: [EmptyState.Tone.error, .warning])
  func flagsErrorStatesWithoutAWayForward(tone: EmptyState.Tone) {
    #expect(rules(EmptyState("Couldn’t Load Feed", tone: tone)) == [.noWayForward])
    #expect(rules(EmptyState("Couldn’t Load Feed", actions: [.goBack], tone: tone)) == [])
  }

  @Test func neutralStatesNeedNoAction() {
    #expect(rules(EmptyState("No Message Selected", tone: .neutral)) == [])
  }

  @Test(
    arguments: [("Loading…", nil), ("Loading...", nil), ("No Posts", "Loading posts…")]
      as [(String, String?)])
  func flagsLoadingAsAnEmptyState(title: String, description: String?) {
    let state = EmptyState(.verbatim(title), description: description.map(LocalizedText.verbatim))
    #expect(rules(state).contains(.loadingAsEmptyState))
  }

  @Test func loadingInsideASentenceIsFine() {
    #expect(
      rules(EmptyState("No Downloads", description: "Files you are loading appear here.")) == [])
  }

  @Test func everyIssueSaysHowToFixIt() {
    let issues = CopyReview.review(EmptyState("Error", description: "Error Domain=X", tone: .error))
    #expect(Set(issues.map(\.rule)) == [.genericTitle, .rawErrorText, .noWayForward])
    #expect(issues.allSatisfy { !$0.message.isEmpty && !$0.suggestion.isEmpty })
  }
}
