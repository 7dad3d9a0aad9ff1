/// The suppression comments of one file: `// empty-states:disable-next-line RULE[, RULE]` for the
/// next line, `// empty-states:disable RULE[, RULE]` from its line to the end of the file. Text
/// after ` -- ` is the reason and is not read. An id that names no rule is itself a finding.
struct Suppressions {
  /// The rules silenced on one line.
  private var byLine: [Int: Set<EmptyStateLinter.Rule>] = [:]
  /// The rules silenced from a line on.
  private var fromLine: [(line: Int, rules: Set<EmptyStateLinter.Rule>)] = []
  /// `invalid-suppression` findings: (location of the comment, the unknown id).
  private(set) var unknownIDs: [(location: SourceLocation, id: String)] = []

  /// The markers the comments start with.
  private static let nextLineMarker = "empty-states:disable-next-line"
  private static let fileMarker = "empty-states:disable"

  /// Reads the suppression comments among `source`'s tokens.
  init(_ source: LexedSource) {
    for token in source.tokens where token.kind == .lineComment || token.kind == .blockComment {
      var text = Substring(source.text(of: token))
      text = text.drop { $0 == "/" || $0 == "*" || $0 == " " || $0 == "\t" }
      let isNextLine: Bool
      if text.hasPrefix(Self.nextLineMarker) {
        isNextLine = true
        text = text.dropFirst(Self.nextLineMarker.count)
      } else if text.hasPrefix(Self.fileMarker) {
        isNextLine = false
        text = text.dropFirst(Self.fileMarker.count)
      } else {
        continue
      }
      guard text.first == " " || text.first == "\t" else { continue }
      if let reason = text.range(of: " -- ") { text = text[..<reason.lowerBound] }
      if token.kind == .blockComment, let end = text.range(of: "*/") {
        text = text[..<end.lowerBound]
      }
      var rules: Set<EmptyStateLinter.Rule> = []
      for id in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }) {
        if let rule = EmptyStateLinter.Rule(rawValue: String(id)) {
          rules.insert(rule)
        } else {
          unknownIDs.append((token.range.start, String(id)))
        }
      }
      if isNextLine {
        byLine[token.range.end.line + 1, default: []].formUnion(rules)
      } else {
        fromLine.append((token.range.start.line, rules))
      }
    }
  }

  /// Whether `rule` is silenced on `line`.
  func silences(_ rule: EmptyStateLinter.Rule, on line: Int) -> Bool {
    if byLine[line]?.contains(rule) == true { return true }
    return fromLine.contains { $0.line <= line && $0.rules.contains(rule) }
  }
}
