import EmptyStatesCommandLine
import Foundation

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

  /// What in `text` can drive a terminal or reorder text: control characters but line breaks
  /// (and escapes, when `escapes`), embeddings and overrides, and isolates left open at a line's
  /// end or closed without being opened.
  private static func unprintable(_ text: String, escapes: Bool) -> [String] {
    var found: [String] = []
    var open = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A:
        if open != 0 { found.append("an isolate still open at a line's end") }
        open = 0
      case 0x1B where escapes:
        continue
      case 0x2066...0x2068:
        open += 1
      case 0x2069:
        if open == 0 { found.append("a PDI that closes nothing") }
        open = max(0, open - 1)
      case 0x202A...0x202E, 0x2028, 0x2029:
        found.append("the bidirectional control U+\(String(scalar.value, radix: 16))")
      default:
        if scalar.properties.generalCategory == .control {
          found.append("the control character U+\(String(scalar.value, radix: 16))")
        }
      }
    }
    if open != 0 { found.append("an isolate still open at the end") }
    return Array(Set(found)).sorted()
  }
}
