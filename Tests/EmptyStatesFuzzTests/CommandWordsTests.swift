import Testing

@testable import _EmptyStatesFuzzTargets

@Suite struct CommandWordsTests {
  @Test(arguments: [
    ["catalog", "--out", "site"], ["demo"], ["--write-baseline", "catalog", "--out", "site"],
    ["--write-baseline=b.json", "demo"],
  ])
  func commandsThatWriteOrWaitDoNotRun(words: [String]) {
    #expect(CommandWords.harmless(words) == nil)
  }

  @Test func standardInputRealPathsAndBaselineWritesGo() {
    let words = [
      "lint", "--baseline", "-", "--spec=/", "--write-baseline", "b", "--write-baseline=c",
      "no-such-file",
    ]
    #expect(
      CommandWords.harmless(words) == [
        "lint", "--baseline", "fuzz-missing--", "--spec=fuzz-missing-_", "b", "no-such-file",
      ])
  }
}
