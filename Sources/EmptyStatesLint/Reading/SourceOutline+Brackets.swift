extension SourceOutline {
  /// Pairs the brackets of `tokens` and finds what encloses each token.
  static func brackets(of tokens: [Token]) -> (partner: [Int], enclosing: [Int]) {
    var partner = [Int](repeating: -1, count: tokens.count)
    var enclosing = [Int](repeating: -1, count: tokens.count)
    var open: [Int] = []
    for (index, token) in tokens.enumerated() {
      switch token.kind {
      case .leftParen, .leftBrace, .leftBracket:
        enclosing[index] = open.last ?? -1
        open.append(index)
      case .rightParen, .rightBrace, .rightBracket:
        let opener = token.kind.opener
        // Look a bounded way down, so hostile input cannot make pairing quadratic.
        let searched = open.suffix(256)
        if let match = searched.lastIndex(where: { tokens[$0].kind == opener }) {
          // Openers left inside a mismatched pair stay unmatched.
          open.removeSubrange(match + 1..<open.count)
          let start = open.removeLast()
          partner[start] = index
          partner[index] = start
        }
        enclosing[index] = open.last ?? -1
      default:
        enclosing[index] = open.last ?? -1
      }
    }
    return (partner, enclosing)
  }
}

extension TokenKind {
  /// The opener a closing bracket closes; itself for other kinds.
  fileprivate var opener: TokenKind {
    switch self {
    case .rightParen: .leftParen
    case .rightBrace: .leftBrace
    case .rightBracket: .leftBracket
    default: self
    }
  }
}
