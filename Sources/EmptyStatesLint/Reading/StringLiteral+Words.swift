extension StringLiteral {
  /// Whether the string literal whose source is `source` has words once interpolations and
  /// format specifiers (`%@`, `%lld`, `%1$@`) are taken out.
  static func hasWords(_ source: String) -> Bool {
    guard let text = StringLiteral.text(of: source) else { return false }
    var characters = text.makeIterator()
    while let character = characters.next() {
      if character == "%" {
        // Flags, width, precision and length, then the conversion.
        while let next = characters.next() {
          if next == "@" || next == "%" { break }
          if next.isLetter, !"lhqjztL".contains(next) { break }
        }
        continue
      }
      if character.isLetter { return true }
    }
    return false
  }
}
