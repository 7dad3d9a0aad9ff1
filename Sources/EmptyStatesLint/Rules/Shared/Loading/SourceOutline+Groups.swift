extension SourceOutline {
  /// The index after the token at `index`, or after the group it opens.
  func end(ofGroup index: Int) -> Int {
    switch kind(index) {
    case .leftParen, .leftBrace, .leftBracket: end(ofGroupAt: index)
    default: index + 1
    }
  }
}
