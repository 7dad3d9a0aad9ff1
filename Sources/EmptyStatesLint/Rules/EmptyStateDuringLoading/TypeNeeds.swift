/// The types a file declares, and the types its loading rules looked for and did not find in
/// it: what a run over many files needs to give each file the models it uses
/// (``EmptyStateLinter/modelFiles(for:)``).
struct TypeNeeds: Hashable, Sendable {
  /// The types the file declares (`struct`, `class`, `enum`, `actor`).
  var declared: Set<String> = []
  /// The types the file's loading rules looked for and did not find.
  var wanted: Set<String> = []
  /// The types the file extends (`extension Stat.StateModel`), by the names a lookup uses: where
  /// the methods a type's own file does not show may be.
  var extended: Set<String> = []
}
