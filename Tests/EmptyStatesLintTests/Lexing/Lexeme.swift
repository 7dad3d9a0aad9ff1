@testable import EmptyStatesLint

/// A token as tests write it by hand: its kind and its text.
struct Lexeme: Equatable, CustomStringConvertible {
  var kind: TokenKind
  var text: String

  init(_ kind: TokenKind, _ text: String) {
    self.kind = kind
    self.text = text
  }

  var description: String { "\(kind) \(text.debugDescription)" }
}

extension LexedSource {
  /// Lexes `source`'s UTF-8.
  init(_ source: String) {
    self.init(Array(source.utf8))
  }

  /// Each token's kind and text.
  var lexemes: [Lexeme] {
    tokens.map { Lexeme($0.kind, text(of: $0)) }
  }

  /// Whether the tokens are in order, do not overlap, stay inside the file and are not empty.
  var tokensAreOrdered: Bool {
    var previousEnd = 0
    for token in tokens {
      guard token.range.start.offset >= previousEnd,
        token.range.end.offset > token.range.start.offset,
        token.range.end.offset <= bytes.count
      else { return false }
      previousEnd = token.range.end.offset
    }
    return true
  }
}
