import EmptyStates
import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesCommandLine

/// Every payload of the hostile corpus (`Fixtures/hostile`) as a command word, a help
/// topic, an argument of `presets` and `locales`, the demo's locale and the catalog's folder:
/// a safe listing or one error line with a contract exit code.
@Suite(.timeLimit(.minutes(10))) struct EmptyStatesCLIHostileCorpusTests {
  @Test(arguments: HostilePayload.Kind.allCases)
  func everyPayloadAsACommandWordOrArgument(kind: HostilePayload.Kind) throws {
    for payload in try HostileCorpus.payloads(kind) {
      let text = payload.text
      var runs = [
        [text], ["help", text], ["presets", text], ["locales", text], ["presets", "--" + text],
        ["locales", "--format", text], ["catalog", "--out", "/dev/null/" + text],
      ]
      // The demo takes the terminal over once its locale is well formed: only the refusal runs
      // in process.
      if !EmptyStateLocalizer.isWellFormed(text) { runs.append(["demo", "--locale", text]) }
      for words in runs {
        HostileOutcome.expectSafe(words, output: .lines, input: text, label: "\(payload): \(words)")
      }
    }
  }

  @Test func presetsAndLocalesListCleanLines() {
    for command in ["presets", "locales"] {
      let outcome = HostileOutcome.expectSafe(
        [command], output: .lines, input: "", label: command)
      let lines = outcome.standardOutput.split(separator: "\n")
      #expect(!lines.isEmpty)
      #expect(!lines.contains { $0.contains(where: \.isWhitespace) }, "\(command): \(lines)")
    }
  }

  /// The catalog into a folder whose name holds markup, an entity and right-to-left text: the
  /// site is written there, and its index's path printed as the folder is named.
  @Test func theCatalogIntoAFolderNamedLikeMarkupIsWritten() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let out = folder.path("out <script>&amp; \u{5E9}\u{5DC}\u{5D5}\u{5DD}")
    let outcome = HostileOutcome.expectSafe(
      ["catalog", "--out", out], output: .lines, input: out, label: "catalog")
    #expect(outcome.standardOutput == out + "/index.html\n")
    #expect(FileManager.default.fileExists(atPath: out + "/index.html"))
  }
}
