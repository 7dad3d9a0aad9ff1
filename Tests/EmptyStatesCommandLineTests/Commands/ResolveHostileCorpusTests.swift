import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesCommandLine

/// `empty-states resolve` fed every payload of the hostile corpus (`Fixtures/hostile`) as
/// the query of a loaded, a refreshing and a failed screen, and as the value of every option:
/// one JSON document with every invisible character escaped, or one error line.
@Suite(.timeLimit(.minutes(10))) struct ResolveHostileCorpusTests {
  @Test(arguments: HostilePayload.Kind.allCases)
  func everyPayloadAsAQueryOrOptionValue(kind: HostilePayload.Kind) throws {
    for payload in try HostileCorpus.payloads(kind) {
      let text = payload.text
      let screens = [
        ["--phase", "loaded", "--total", "3", "--matches", "0"],
        ["--phase", "loading", "--previous-content", "--total", "0", "--locale", "ar"],
        ["--phase", "failed", "--error", "offline", "--filters", "2"],
      ]
      for screen in payload.isLarge ? Array(screens.prefix(1)) : screens {
        let outcome = HostileOutcome.expectSafe(
          ["resolve", "--query", text] + screen, output: .json, input: text,
          label: "\(payload) as the query of \(screen)")
        #expect(outcome.exitCode == .ok, "\(payload): \(outcome.standardError)")
      }
      for option in ["phase", "total", "matches", "filters", "error", "locale", "format"] {
        var words = ["resolve", "--\(option)", text]
        switch option {
        case "phase": break
        case "total": words += ["--phase", "loaded"]
        default: words += ["--phase", "loaded", "--total", "1"]
        }
        HostileOutcome.expectSafe(
          words, output: .json, input: text, label: "\(payload) as --\(option)")
      }
    }
  }
}
