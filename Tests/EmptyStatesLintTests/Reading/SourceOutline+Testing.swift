@testable import EmptyStatesLint

extension SourceOutline {
  /// Reads `source`'s UTF-8.
  convenience init(_ source: String) {
    self.init(LexedSource(source))
  }

  /// The index of the `occurrence`-th (from 1) code token spelled `text`.
  func index(of text: String, _ occurrence: Int = 1) -> Int {
    var seen = 0
    for index in 0..<count where self.text(index) == text {
      seen += 1
      if seen == occurrence { return index }
    }
    fatalError("no \(occurrence)th \(text)")
  }

  /// The condition tokens' texts joined with spaces, with whether each holds.
  func describe(_ conditions: [PathCondition]) -> [String] {
    conditions.map { condition in
      let words = condition.tokens.map { text($0) }.joined(separator: " ")
      return "\(condition.kind) \(condition.holds ? "" : "!")(\(words))"
    }
  }
}
