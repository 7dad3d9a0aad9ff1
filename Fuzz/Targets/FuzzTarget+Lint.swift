import EmptyStatesLint

extension FuzzTarget {
  /// A Swift file shaped from the bytes (``LintFuzzSource``), or the bytes themselves: the
  /// linter finishes, every finding is at a line and column of the file, and none lies inside a
  /// string literal's text or a comment of the shaped file (a suppression comment's own
  /// `invalid-suppression` aside, which is about that comment).
  static func checkLint(_ data: [UInt8]) -> [String] {
    var input = FuzzInput(data)
    guard let linter = try? EmptyStateLinter(deploymentTargets: ["iOS15"]) else {
      return ["the linter refuses iOS15"]
    }
    if input.byte() == 0 {
      let bytes = input.rest()
      return misplaced(linter.findings(inSource: bytes, path: "Fuzz.swift"), in: bytes)
    }
    let source = LintFuzzSource(&input)
    let bytes = Array(source.text.utf8)
    let findings = linter.findings(inSource: bytes, path: "Fuzz.swift")
    var found = misplaced(findings, in: bytes)
    let starts = lineStarts(bytes)
    for finding in findings where finding.line <= starts.count {
      let offset = starts[finding.line - 1] + finding.column - 1
      for (range, kind) in source.quiet where range.contains(offset) {
        if finding.rule == .invalidSuppression, kind.hasSuffix("comment") { continue }
        found.append(
          "\(finding.rule.rawValue) at \(finding.line):\(finding.column), inside \(kind), in "
            + source.text.debugDescription)
      }
    }
    return found
  }

  /// The findings whose line or column is not in the file.
  private static func misplaced(_ findings: [EmptyStateLinter.Finding], in bytes: [UInt8])
    -> [String]
  {
    let starts = lineStarts(bytes)
    return findings.compactMap { finding in
      guard finding.line >= 1, finding.line <= starts.count else {
        return "\(finding.rule.rawValue) on line \(finding.line) of \(starts.count)"
      }
      let end = finding.line < starts.count ? starts[finding.line] : bytes.count
      // The line's length without its break, plus one: a finding may point just past the end.
      let length = end - starts[finding.line - 1]
      guard finding.column >= 1, finding.column <= length + 1 else {
        return "\(finding.rule.rawValue) at column \(finding.column) of a \(length)-byte line"
      }
      return nil
    }
  }

  /// Where each line starts: `\n`, `\r\n` and a lone `\r` end a line, as in Swift.
  private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
        index += 1
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
    }
    return starts
  }
}
