/// A Swift file read for structure: its code tokens (comments and `#if` lines set aside), which
/// bracket closes which, what encloses each token, the role of each `{`, and the systems each
/// token compiles for under `#if os(…)`.
///
/// Everything is built in a few passes over the tokens, without recursion, so a file nested
/// 10,000 brackets deep is read as fast as a flat one. Unbalanced brackets are recovered from: a
/// closer with no opener is ignored, an opener left open runs to the end of the file.
final class SourceOutline {
  /// The file's tokens.
  let source: LexedSource
  /// The code tokens: no comments, no `#if`/`#elseif`/`#else`/`#endif` and no conditions after
  /// them. The branches of an `#if` are all code, one after another.
  let tokens: [Token]
  /// For an opening or closing bracket, the index of its partner; -1 for other tokens and for
  /// brackets left unmatched.
  let partner: [Int]
  /// For each token, the index of the innermost bracket that encloses it; -1 at the top level.
  let enclosing: [Int]
  /// For each token, the systems it compiles for and the SDKs it compiles with, as far as
  /// `#if os(…)` and `#if canImport(…)` say (``BuildSet``).
  let systems: [BuildSet]
  /// For each `{`, what it opens; `.other` for other tokens.
  private(set) var roles: [BraceRole]

  /// Reads `source`.
  init(_ source: LexedSource) {
    self.source = source
    let (tokens, systems) = Self.codeTokens(of: source)
    self.tokens = tokens
    self.systems = systems
    (partner, enclosing) = Self.brackets(of: tokens)
    roles = []
    roles = BraceRoleReader(self).roles()
  }

  /// The number of code tokens.
  var count: Int { tokens.count }

  /// The kind of token `index`, or `nil` past either end.
  func kind(_ index: Int) -> TokenKind? {
    index >= 0 && index < tokens.count ? tokens[index].kind : nil
  }

  /// Whether token `index` is exactly `text` (compared byte by byte, nothing decoded).
  func `is`(_ index: Int, _ text: StaticString) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let range = tokens[index].range.offsets
    guard range.count == text.utf8CodeUnitCount else { return false }
    return text.withUTF8Buffer { expected in
      var offset = range.lowerBound
      for byte in expected {
        if source.bytes[offset] != byte { return false }
        offset += 1
      }
      return true
    }
  }

  /// Whether token `index` is an identifier or keyword spelled `text`.
  func isWord(_ index: Int, _ text: StaticString) -> Bool {
    (kind(index) == .identifier || kind(index) == .keyword) && `is`(index, text)
  }

  /// The text of token `index`; empty past either end.
  func text(_ index: Int) -> String {
    guard index >= 0, index < tokens.count else { return "" }
    return source.text(of: tokens[index])
  }

  /// The text of token `index` without backticks: `` `default` `` is `default`.
  func name(_ index: Int) -> String {
    let text = text(index)
    guard text.count > 2, text.first == "`", text.last == "`" else { return text }
    return String(text.dropFirst().dropLast())
  }

  /// Where token `index` starts.
  func location(_ index: Int) -> SourceLocation {
    tokens[index].range.start
  }

  /// The index after the group that token `index` opens: past its partner, or past the file's
  /// end for an opener left unmatched.
  func end(ofGroupAt index: Int) -> Int {
    partner[index] >= 0 ? partner[index] + 1 : tokens.count
  }

  /// The closer of the group that token `index` opens, or the file's end (``count``) for an
  /// opener left unmatched: the bound of a loop over the group's tokens.
  func close(of index: Int) -> Int {
    partner[index] >= 0 ? partner[index] : tokens.count
  }

  /// The enclosing brackets of token `index`, innermost first.
  func ancestors(of index: Int) -> AncestorSequence {
    AncestorSequence(enclosing: enclosing, start: enclosing[index])
  }

  /// The enclosing brackets of a token, innermost first.
  struct AncestorSequence: Sequence, IteratorProtocol {
    let enclosing: [Int]
    var current: Int

    init(enclosing: [Int], start: Int) {
      self.enclosing = enclosing
      current = start
    }

    mutating func next() -> Int? {
      guard current >= 0 else { return nil }
      defer { current = enclosing[current] }
      return current
    }
  }
}
