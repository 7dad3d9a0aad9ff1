import Testing

@testable import EmptyStatesCommandLine

@Suite struct EmptyStatesCLIWordsTests {
  @Test(arguments: ["render", "lint", "demo", "--preset", "--phase", "--deployment-target", "ansi"])
  func wordsHoldTheCommandsOptionsAndChoices(word: String) {
    #expect(EmptyStatesCLI.words.contains(word))
  }

  /// Every word that names an option is one a command accepts: `run` never calls it unknown.
  @Test func everyOptionWordIsKnownToSomeCommand() {
    let options = EmptyStatesCLI.words.filter { $0.hasPrefix("--") && $0.count > 2 }
    #expect(!options.isEmpty)
    for option in options where !["--help", "--version"].contains(option) {
      let accepted = EmptyStatesCLI.commands.contains { command in
        command.options.contains { "--\($0.name)" == option }
      }
      #expect(accepted, "\(option)")
    }
  }
}
