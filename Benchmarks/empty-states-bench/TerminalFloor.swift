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
    let width = max(20, width)
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
    func paragraphs(_ words: String, codes: String) {
      for paragraph in TextHygiene.displayable(words).split(
        separator: "\n", omittingEmptySubsequences: false)
      {
        var current = ""
        var columns = 0
        // Isolates open at the end of a line: closed there, opened again on the next.
        var open = 0
        func flush() {
          var text = String(repeating: "\u{2068}", count: open) + current
          for scalar in current.unicodeScalars {
            if scalar == "\u{2068}" { open += 1 }
            if scalar == "\u{2069}", open > 0 { open -= 1 }
          }
          text += String(repeating: "\u{2069}", count: open)
          line(text, columns: columns, codes: codes)
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
            if current.isEmpty {
              current = String(piece)
              columns = pieceColumns
            } else if columns + space + pieceColumns <= lineWidth {
              current += (space == 1 ? " " : "") + piece
              columns += space + pieceColumns
            } else {
              flush()
              current = String(piece)
              columns = pieceColumns
            }
            start = end
          }
        }
        flush()
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
    for action in state.actions {
      let title = TextHygiene.displayable(action.title)
      let columns = TerminalGlyph.columns(of: title) + 2
      let button =
        ansi ? "\u{1B}[\(SGR.button(for: action.role))m[\(title)]\u{1B}[0m" : "[\(title)]"
      if sideBySide, !row.isEmpty, rowColumns + actionSeparator.count + columns <= lineWidth {
        row += actionSeparator + button
        rowColumns += actionSeparator.count + columns
      } else {
        if !row.isEmpty {
          text += ansi ? String(repeating: " ", count: max(0, (width - rowColumns) / 2)) : ""
          text += row + "\n"
          blank(actionRowGap)
        }
        row = button
        rowColumns = columns
      }
    }
    text += ansi ? String(repeating: " ", count: max(0, (width - rowColumns) / 2)) : ""
    return text + row + "\n"
  }
}
