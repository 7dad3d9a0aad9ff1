import EmptyStates
import EmptyStatesTerminal

/// The floor of `TerminalRenderer(mode:width:).render(_:)`: the same text for the same state,
/// written plainly — each line built once with its width counted once, word by word. Its
/// measurements are the same metrics on the same character grid, read once; its styles the
/// renderer's SGR codes. The benchmark checks
/// that it prints the renderer's bytes before it times either.
struct TerminalFloor {
  private let ansi: Bool
  private let width: Int
  private let lineWidth: Int
  private let showsMedia: Bool
  private let mediaGap: Int
  private let descriptionGap: Int
  private let actionsGap: Int
  private let actionRowGap: Int
  private let actionSeparator: String
  private let sideBySide: Bool

  init(mode: TerminalRenderer.Mode, width: Int) {
    let metrics = EmptyStateMetrics(platform: .web)
    let grid = metrics.characterGrid
    let width = TerminalRenderer.clamped(width)
    ansi = mode == .ansi
    self.width = width
    lineWidth = metrics.maxContentWidth.map { min(width, max(1, grid.columns($0))) } ?? width
    showsMedia = metrics.showsMedia
    mediaGap = grid.lines(metrics.mediaToTitle)
    descriptionGap = grid.lines(metrics.titleToDescription)
    actionsGap = grid.lines(metrics.textToActions)
    actionRowGap = grid.lines(metrics.actionSpacing)
    actionSeparator = String(repeating: " ", count: grid.columns(metrics.actionSpacing))
    sideBySide = metrics.actionsAxis == .horizontal
  }

  func render(_ state: LocalizedEmptyState) -> String {
    var text = ""
    func line(_ words: String, columns: Int, codes: String) {
      if ansi {
        text += String(repeating: " ", count: max(0, (width - columns) / 2))
        text += "\u{1B}[\(codes)m\(words)\u{1B}[0m\n"
      } else {
        text += words + "\n"
      }
    }
    func blank(_ count: Int) {
      text += String(repeating: "\n", count: count)
    }
    // The text's lines, at most `limit` columns each, with their widths.
    func wrapped(_ words: String, limit: Int) -> [(String, Int)] {
      var lines: [(String, Int)] = []
      // Isolates open at the end of a line: closed there, opened again on the next, across
      // paragraphs too.
      var open = 0
      for paragraph in TextHygiene.displayable(words).split(
        separator: "\n", omittingEmptySubsequences: false)
      {
        var current = ""
        var columns = 0
        func flush() {
          var text = String(repeating: "\u{2068}", count: open) + current
          for scalar in current.unicodeScalars {
            if scalar == "\u{2068}" { open += 1 }
            if scalar == "\u{2069}", open > 0 { open -= 1 }
          }
          text += String(repeating: "\u{2069}", count: open)
          lines.append((text, columns))
          current = ""
          columns = 0
        }
        for word in paragraph.split(separator: " ") {
          // The word's pieces: it breaks between wide characters.
          var start = word.startIndex
          while start < word.endIndex {
            var end = word.index(after: start)
            while end < word.endIndex,
              !TerminalGlyph.breaks(between: word[word.index(before: end)], and: word[end])
            {
              end = word.index(after: end)
            }
            let piece = word[start..<end]
            let space = start == word.startIndex ? 1 : 0
            let pieceColumns = TerminalGlyph.columns(of: String(piece))
            if !current.isEmpty, columns + space + pieceColumns <= limit {
              current += (space == 1 ? " " : "") + piece
              columns += space + pieceColumns
            } else if pieceColumns <= limit {
              if !current.isEmpty { flush() }
              current = String(piece)
              columns = pieceColumns
            } else {
              // Wider than a line: cut between characters, or between the scalars of a
              // character wider than a line.
              if !current.isEmpty { flush() }
              for character in piece {
                let whole = TerminalGlyph.columns(of: String(character)) <= limit
                for part in whole ? [String(character)] : character.unicodeScalars.map(String.init)
                {
                  let partColumns = TerminalGlyph.columns(of: part)
                  if !current.isEmpty, columns + partColumns > limit { flush() }
                  current += part
                  columns += partColumns
                }
              }
            }
            start = end
          }
        }
        flush()
      }
      return lines
    }
    func paragraphs(_ words: String, codes: String) {
      for (text, columns) in wrapped(words, limit: lineWidth) {
        line(text, columns: columns, codes: codes)
      }
    }

    if ansi, showsMedia, let symbol = state.media?.symbolName {
      let glyph = TerminalGlyph.glyph(for: symbol)
      line(glyph, columns: TerminalGlyph.columns(of: glyph), codes: SGR.dim)
      blank(mediaGap)
    }
    paragraphs(state.title, codes: SGR.bold + SGR.color(for: state.tone))
    if let description = state.description {
      blank(descriptionGap)
      paragraphs(description, codes: SGR.dim)
    }
    guard !state.actions.isEmpty else { return text }
    blank(actionsGap)
    var row = ""
    var rowColumns = 0
    func flushRow() {
      text += ansi ? String(repeating: " ", count: max(0, (width - rowColumns) / 2)) : ""
      text += row + "\n"
    }
    for action in state.actions {
      let title = "[" + TextHygiene.displayable(action.title, newlines: .joined) + "]"
      let columns = TerminalGlyph.columns(of: title)
      let codes = SGR.button(for: action.role)
      if sideBySide, !row.isEmpty, rowColumns + actionSeparator.count + columns <= lineWidth {
        row += actionSeparator + (ansi ? "\u{1B}[\(codes)m\(title)\u{1B}[0m" : title)
        rowColumns += actionSeparator.count + columns
        continue
      }
      if !row.isEmpty {
        flushRow()
        blank(actionRowGap)
      }
      // A button wider than the terminal breaks across lines, as text does.
      let pieces = columns <= width ? [(title, columns)] : wrapped(title, limit: width)
      for (index, (piece, pieceColumns)) in pieces.enumerated() {
        if index > 0 { flushRow() }
        row = ansi ? "\u{1B}[\(codes)m\(piece)\u{1B}[0m" : piece
        rowColumns = pieceColumns
      }
    }
    flushRow()
    return text
  }
}
