/// A position in a Swift source file.
///
/// `line` and `column` are 1-based. Columns count UTF-8 bytes from the start of the line, as
/// the Swift compiler's diagnostics (and so Xcode's issue navigator) do: `é` advances the column
/// by 2, a tab by 1.
struct SourceLocation: Hashable, Sendable {
  /// The number of UTF-8 bytes before this position in the file.
  var offset: Int
  /// The line, from 1. `\n`, `\r\n` and a lone `\r` each end a line.
  var line: Int
  /// The UTF-8 byte within the line, from 1.
  var column: Int
}
