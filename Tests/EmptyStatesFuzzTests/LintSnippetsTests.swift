import EmptyStatesLint
import Testing

@testable import _EmptyStatesFuzzTargets

@Suite struct LintSnippetsTests {
  /// The rules' examples that the `lint` target hides in strings and comments are reported as
  /// code: a
  /// finding missing from a string holding one means something.
  @Test(arguments: LintSnippets.examples)
  func eachSnippetIsReportedAsCode(snippet: String) throws {
    let linter = try EmptyStateLinter(deploymentTargets: ["iOS15"])
    let source = LintSnippets.prologue + snippet + "\n" + LintSnippets.epilogue
    #expect(!linter.findings(inSource: Array(source.utf8), path: "V.swift").isEmpty)
  }
}
