import Foundation
import Testing
import _EmptyStatesTestSupport

@testable import EmptyStatesCommandLine
@testable import EmptyStatesCommandLineContract

/// What a command may do with hostile input: succeed with safe output in the format asked for,
/// or fail with one clear line and an exit code of the contract, in bounded time.
enum HostileOutcome {
  /// The longest one command may take: a guard against a hang or a quadratic blow-up (a
  /// megabyte takes seconds in a debug build), with room for a loaded machine.
  static let timeLimit = Duration.seconds(60)

  /// How standard output is judged when the command succeeds.
  enum Output {
    /// One JSON document, with every invisible character escaped.
    case json
    /// Terminal text, plain or styled.
    case terminal(styled: Bool)
    /// An HTML document, against the same command's output for harmless input.
    case html(twins: [String])
    /// Lines for a person or a log.
    case lines
  }

  /// Runs `words` in process, and expects success with safe output or a contract error.
  ///
  /// - Returns: The outcome, for further checks.
  @discardableResult
  static func expectSafe(
    _ words: [String], output: Output, input: String, label: String,
    errors: Set<ExitCode> = [.usage, .dataError, .noInput], successes: Set<ExitCode> = [.ok],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> EmptyStatesCLI.Outcome {
    var outcome = EmptyStatesCLI.Outcome(exitCode: .ok)
    let elapsed = ContinuousClock().measure { outcome = EmptyStatesCLI.run(words) }
    #expect(elapsed < timeLimit, "\(label): took \(elapsed)", sourceLocation: sourceLocation)
    var problems: [String] = []
    if successes.contains(outcome.exitCode) {
      problems += outputViolations(outcome.standardOutput, output, input: input)
      // Notes (lint's "read with recovery") may come with success: clean lines, like output.
      problems += HostileOutput.lineViolations(outcome.standardError)
      if successes == [.ok], !outcome.standardError.isEmpty {
        problems.append("succeeded with an error line")
      }
    } else {
      if !errors.contains(outcome.exitCode) {
        problems.append("exit \(outcome.exitCode.rawValue) is not one the contract allows here")
      }
      if !outcome.standardOutput.isEmpty { problems.append("failed with output") }
      problems += HostileOutput.errorLineViolations(outcome.standardError)
    }
    #expect(
      problems.isEmpty, "\(label): \(problems.joined(separator: "; "))",
      sourceLocation: sourceLocation)
    return outcome
  }

  /// Problems with a successful command's standard output.
  static func outputViolations(_ text: String, _ output: Output, input: String) -> [String] {
    switch output {
    case .json:
      var problems =
        HostileOutput.lineViolations(text)
        + HostileOutput.sizeViolations(
          text, input: input)
      if (try? JSONSerialization.jsonObject(with: Data(text.utf8))) == nil {
        problems.append("the output is not one JSON document")
      }
      return problems
    case .terminal(let styled):
      return HostileOutput.terminalViolations(text, styled: styled, input: input)
    case .html(let twins):
      return HostileOutput.htmlViolations(text, twins: HTMLTwins(twins), input: input)
    case .lines:
      return HostileOutput.lineViolations(text) + HostileOutput.sizeViolations(text, input: input)
    }
  }

  /// How `format` is judged, given the harmless twins' HTML.
  static func output(forFormat format: String, twins: [String] = []) -> Output {
    switch format {
    case "html": .html(twins: twins)
    case "text": .terminal(styled: false)
    case "ansi": .terminal(styled: true)
    default: .json
    }
  }

  /// A spec's JSON with every text made harmless and every choice (`id`, `role`, `tone`,
  /// `symbolAnimation`, `mediaVariant`, a built-in `key`, `url`) kept: the twin a hostile
  /// spec's HTML is compared with.
  static func harmlessTwin(ofSpec data: Data) -> Data {
    let kept: Set<String> = ["id", "role", "tone", "symbolAnimation", "mediaVariant", "key", "url"]
    func twin(_ value: Any, key: String?) -> Any {
      switch value {
      case let object as [String: Any]:
        return object.reduce(into: [String: Any]()) { $0[$1.key] = twin($1.value, key: $1.key) }
      case let array as [Any]:
        return array.map { twin($0, key: key) }
      case is String:
        return key.map(kept.contains) == true ? value : HostileStates.twins[1]
      default:
        return value
      }
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) else { return data }
    return (try? JSONSerialization.data(withJSONObject: twin(object, key: nil))) ?? data
  }
}
