import EmptyStates
import Testing

@testable import EmptyStatesCommandLine

@Suite struct ListCommandTests {
  @Test func presetsPrintsOneNameALine() {
    let outcome = cli("presets")
    #expect(outcome.exitCode == .ok)
    #expect(
      outcome.standardOutput == EmptyState.Preset.allCases.map { $0.rawValue + "\n" }.joined())
  }

  @Test func localesPrintsTheCatalogsLocalizations() {
    let lines = cli("locales").standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("en"))
    #expect(lines == EmptyStateLocalizer.localizations)
  }

  @Test func versionPrintsTheVersion() {
    #expect(cli("--version").standardOutput == EmptyStatesCLI.version + "\n")
  }
}
