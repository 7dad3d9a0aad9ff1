import Testing

@testable import EmptyStatesLint

@Suite struct LintRuleDocumentationTests {
  @Test(arguments: EmptyStateLinter.Rule.allCases)
  func eachRuleIsDocumentedWithOneLineSummaryAndTwoDifferentExamples(rule: EmptyStateLinter.Rule) {
    let documentation = rule.documentation
    for text in [documentation.summary, documentation.rationale, documentation.fix] {
      #expect(!text.isEmpty && !text.contains("\n"))
      #expect(text.hasSuffix("."))
    }
    #expect(!documentation.badExample.isEmpty)
    #expect(!documentation.goodExample.isEmpty)
    #expect(documentation.badExample != documentation.goodExample)
  }

  @Test func summariesAreDistinct() {
    let summaries = EmptyStateLinter.Rule.allCases.map(\.documentation.summary)
    #expect(!summaries.isEmpty)
    #expect(Set(summaries).count == summaries.count)
  }
}
