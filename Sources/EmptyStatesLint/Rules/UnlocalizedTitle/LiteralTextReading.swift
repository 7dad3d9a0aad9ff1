/// What `unlocalized-title` reads of a file once: its declarations, and the names already
/// found to hold literal text (or not), so that a name declared in many places is judged once.
final class LiteralTextReading {
  /// The file's declarations and assignments.
  let declarations: DeclarationIndex
  /// Whether each name judged so far is a `String` set only from literal text.
  var names: [String: Bool] = [:]

  /// A reading of `declarations`, with nothing judged yet.
  init(_ declarations: DeclarationIndex) {
    self.declarations = declarations
  }
}
