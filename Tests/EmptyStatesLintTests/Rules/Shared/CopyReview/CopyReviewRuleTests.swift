import Testing

@testable import EmptyStatesLint

/// The copy review the five copy rules and `empty-state-as-loading` share (``CopyReviewRule``,
/// ``LintContext/reviewedCopy``): read once, each rule taking its own issues.
@Suite struct CopyReviewRuleTests {
  @Test func loadingCopyAndGenericCopyAreReviewed() {
    let source = """
      struct Copy: View {
        var body: some View {
          ContentUnavailableView("Loading…", systemImage: "hourglass")
          ContentUnavailableView("No Data", systemImage: "tray")
          ContentUnavailableView {
            Label("Couldn’t Load Photos", systemImage: "exclamationmark.triangle")
          } description: {
            Text("Check your connection.")
          }
          ContentUnavailableView {
            Label("Couldn’t Load Photos", systemImage: "exclamationmark.triangle")
          } actions: {
            Button("Try Again") {}
          }
        }
      }
      """
    #expect(
      Linted.findings(in: source) == [
        Linted(3, 5, .emptyStateAsLoading), Linted(4, 5, .copyGenericTitle),
        Linted(5, 5, .copyNoWayForward),
      ])
  }

  @Test func eachCopyRuleTakesOnlyItsOwnIssuesOfTheReview() {
    let context = LintContext(
      """
      struct Copy: View {
        var body: some View {
          ContentUnavailableView("No Data", systemImage: "wifi.slash")
          ContentUnavailableView("You do not have any notes saved yet", systemImage: "note")
        }
      }
      """)
    let build = BuildSettings(deploymentTargets: [:], sdk: .assumed)
    let rules: [any CopyReviewRule] = [
      CopyTitleTooLongRule(), CopyGenericTitleRule(), CopyDescriptionRepeatsTitleRule(),
      CopyRawErrorTextRule(), CopyNoWayForwardRule(),
    ]
    var reported: [EmptyStateLinter.Rule] = []
    for rule in rules {
      let findings = rule.findings(in: context, build: build)
      #expect(findings.allSatisfy { $0.rule == rule.id })
      reported += findings.map(\.rule)
    }
    #expect(reported == [.copyTitleTooLong, .copyGenericTitle, .copyNoWayForward])
    #expect(context.reviewedCopy.count == 3)
  }
}
