import EmptyStatesCommandLine
import Foundation
import _EmptyStatesTestSupport

extension FuzzTarget {
  /// Any command line of known words (``CommandWords``) and arbitrary ones, run in process: an
  /// error is one line, `error: empty-states…` (lint's several lines are each `error:` or
  /// `note:`), with nothing on standard output; only lint exits 1; no stream holds a control
  /// character (a line break aside, and escape sequences in `--format ansi` output) or an
  /// embedding or override, every isolate closes on its line, and JSON output parses.
  static func checkArguments(_ data: [UInt8]) -> [String] {
    var input = FuzzInput(data)
    var words: [String] = []
    for _ in 0..<input.int(in: 1...8) {
      var word = input.bool() ? input.pick(CommandWords.all) : input.string()
      if word.hasPrefix("--"), input.byte() & 7 == 0 { word += "=" + input.string() }
      words.append(word)
    }
    // No word at all prints the overview as the usage error, on purpose: not a one-line error.
    guard let arguments = CommandWords.harmless(words), !arguments.isEmpty else { return [] }
    let outcome = EmptyStatesCLI.run(arguments)
    let isLint = arguments.first == "lint"
    var found: [String] = []
    let errorLines = outcome.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast()
    if !outcome.standardError.isEmpty, !outcome.standardError.hasSuffix("\n") {
      found.append("standard error does not end with a line break")
    }
    switch outcome.exitCode {
    case .ok:
      if !isLint, !outcome.standardError.isEmpty { found.append("a success that writes errors") }
    case .lintFindings:
      if !isLint { found.append("exit 1 from \(arguments[0].debugDescription), not lint") }
    case .usage, .dataError, .noInput:
      if isLint {
        if !errorLines.allSatisfy({ $0.hasPrefix("error: ") || $0.hasPrefix("note: ") })
          || !errorLines.contains(where: { $0.hasPrefix("error: ") })
        {
          found.append("lint's errors are not error: and note: lines")
        }
      } else {
        if errorLines.count != 1 { found.append("an error of \(errorLines.count) lines") }
        if !outcome.standardError.hasPrefix("error: empty-states") {
          found.append("an error that does not start error: empty-states")
        }
        if !outcome.standardOutput.isEmpty { found.append("an error that writes output too") }
      }
    }
    let ansi = arguments.contains { $0 == "ansi" || $0.hasSuffix("=ansi") }
    found += unprintable(outcome.standardError, escapes: false).map { "standard error: \($0)" }
    found += unprintable(outcome.standardOutput, escapes: ansi).map { "standard output: \($0)" }
    let output = outcome.standardOutput
    if outcome.exitCode == .ok, ["render", "resolve"].contains(arguments[0]), output.hasPrefix("{"),
      (try? JSONSerialization.jsonObject(with: Data(output.utf8))) == nil
    {
      found.append("JSON output that does not parse")
    }
    guard !found.isEmpty else { return [] }
    return found + [
      "for \(arguments.debugDescription): exit \(outcome.exitCode.rawValue), "
        + "error \(outcome.standardError.debugDescription)"
    ]
  }

  /// What in `text` breaks `DisplayRule` on any of its lines (an escape passes where
  /// `escapes`: `--format ansi` asked for them).
  private static func unprintable(_ text: String, escapes: Bool) -> [String] {
    let shown =
      escapes
      ? String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{1B}" })) : text
    let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
    return Array(Set(lines.flatMap { DisplayRule.problems(inLine: $0) })).sorted()
  }
}
