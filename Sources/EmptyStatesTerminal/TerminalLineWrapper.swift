import EmptyStates

/// The terminal renderer's line-wrapping engine: text cut into lines that fit a width in
/// terminal columns (``TerminalGlyph/columns(of:)``), as a text view wraps — at spaces, between
/// wide characters where the kinsoku rules allow, and inside a word only when it is wider than
/// a line — with every bidirectional isolate a break cuts closed at the end of its line and
/// opened again on the next.
///
/// ```swift
/// TerminalLineWrapper.lines(of: "Landmarks you save appear here.", width: 20).map(\.text)
/// // ["Landmarks you save", "appear here."]
/// ```
enum TerminalLineWrapper {
  /// Splits text into lines of at most `width` columns, breaking at spaces and between wide
  /// characters where it can (``TerminalGlyph/breaks(between:and:)``), each with the columns it
  /// takes: every piece is measured once. The text is made displayable first
  /// (`TextHygiene.displayable(_:)`), so no control character reaches a line. A word wider
  /// than a line starts a line of its own and breaks between characters (a character wider than
  /// a line, between its scalars). An isolate a line break cuts — within a paragraph or between
  /// two — is closed at the end of the line and opened again on the next, so no line leaves one
  /// open.
  ///
  /// - Parameters:
  ///   - text: The text to wrap; its line breaks start new lines.
  ///   - width: The most columns a line takes.
  /// - Returns: The lines, each with the columns it takes.
  static func lines(of text: String, width: Int) -> [(text: String, columns: Int)] {
    var lines: [(text: String, columns: Int)] = []
    var open = 0
    for paragraph in TextHygiene.displayable(text).split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      var line = ""
      var columns = 0
      for word in paragraph.split(separator: " ") {
        for (index, piece) in Self.pieces(of: word).enumerated() {
          let pieceColumns = TerminalGlyph.columns(of: piece)
          let space = index == 0 ? " " : ""
          if !line.isEmpty, columns + space.count + pieceColumns <= width {
            line += space
            line += piece
            columns += space.count + pieceColumns
            continue
          }
          for chunk in Self.chunks(of: piece, columns: pieceColumns, width: width) {
            if !line.isEmpty {
              lines.append(Self.closingIsolates(line, open: &open, columns: columns))
            }
            (line, columns) = chunk
          }
        }
      }
      lines.append(Self.closingIsolates(line, open: &open, columns: columns))
    }
    return lines
  }

  /// `piece`, `columns` wide, cut into chunks of at most `width` columns: whole when it fits,
  /// else between characters, and a character wider than `width` between its scalars.
  private static func chunks(of piece: Substring, columns: Int, width: Int) -> [(
    text: String, columns: Int
  )] {
    guard columns > width else { return [(String(piece), columns)] }
    var chunks: [(text: String, columns: Int)] = []
    var chunk = ""
    var chunkColumns = 0
    func add(_ part: String, _ partColumns: Int) {
      if !chunk.isEmpty, chunkColumns + partColumns > width {
        chunks.append((chunk, chunkColumns))
        (chunk, chunkColumns) = ("", 0)
      }
      chunk += part
      chunkColumns += partColumns
    }
    for character in piece {
      let characterColumns = TerminalGlyph.columns(of: String(character))
      guard characterColumns > width else {
        add(String(character), characterColumns)
        continue
      }
      for scalar in character.unicodeScalars {
        add(String(scalar), TerminalGlyph.columns(of: String(scalar)))
      }
    }
    chunks.append((chunk, chunkColumns))
    return chunks
  }

  /// A word cut where a line may break inside it: between wide characters.
  private static func pieces(of word: Substring) -> [Substring] {
    var pieces: [Substring] = []
    var start = word.startIndex
    var index = word.startIndex
    while index < word.endIndex {
      let next = word.index(after: index)
      if next < word.endIndex, TerminalGlyph.breaks(between: word[index], and: word[next]) {
        pieces.append(word[start..<next])
        start = next
      }
      index = next
    }
    pieces.append(word[start...])
    return pieces
  }

  /// A line with the isolates open before it (`open`) opened again at its start and those still
  /// open at its end closed; `open` becomes the count the next line opens again.
  private static func closingIsolates(_ line: String, open: inout Int, columns: Int) -> (
    text: String, columns: Int
  ) {
    let reopened = String(repeating: Character(TextHygiene.isolateStart), count: open)
    for scalar in line.unicodeScalars {
      if scalar == TextHygiene.isolateStart { open += 1 }
      if scalar == TextHygiene.isolateEnd, open > 0 { open -= 1 }
    }
    let closed = String(repeating: Character(TextHygiene.isolateEnd), count: open)
    return (reopened + line + closed, columns)
  }
}
