import EmptyStates

extension TerminalRenderer {
  /// The state as an entry in one section of a listing: an indented title, then the
  /// description and the actions on the line below — where the whole-screen ``render(_:)``
  /// would take over the output.
  ///
  /// ```swift
  /// print("Favourites")
  /// print(TerminalRenderer(mode: .plain).renderRow(state), terminator: "")
  /// // Favourites
  /// //    No Favourites Yet
  /// //    Recipes you star appear here.  [Browse Recipes]
  /// ```
  ///
  /// Start-aligned in both modes, measured by the compact size of the web's metrics on the
  /// character grid: the side margin is the indent, the gap above the actions and between them
  /// become columns. In ANSI mode the symbol's glyph leads the title and the text is dim, as a
  /// placeholder is; a line too long wraps under the title. As ``render(_:)``, the output never
  /// carries control characters from the state's text.
  ///
  /// - Parameter state: A state localized with `EmptyStateLocalizer`.
  /// - Returns: The lines to print, each ending with a newline.
  public func renderRow(_ state: LocalizedEmptyState) -> String {
    let metrics = rowMetrics
    let grid = metrics.characterGrid
    let indent = String(repeating: " ", count: grid.columns(metrics.horizontalPadding))
    var lead = indent
    var hang = indent
    if mode == .ansi, metrics.showsMedia, let symbol = state.media?.symbolName {
      let glyph = TerminalGlyph.glyph(for: symbol)
      let gap = String(repeating: " ", count: grid.columns(metrics.mediaToTitle))
      lead += styled(glyph, SGR.dim) + gap
      hang += String(repeating: " ", count: TerminalGlyph.columns(of: glyph) + gap.count)
    }
    let available = max(1, width - hang.count)
    var lines: [(text: String, columns: Int)] = []
    let titleCodes = SGR.dim + SGR.color(for: state.tone)
    for line in TerminalLineWrapper.lines(of: state.title, width: available) {
      lines.append((styled(line.text, titleCodes), line.columns))
    }
    var textLines = 0
    if let description = state.description {
      for line in TerminalLineWrapper.lines(of: description, width: available) {
        lines.append((styled(line.text, SGR.dim), line.columns))
      }
      textLines = lines.count
    }
    let buttons = buttonRows(
      state.actions, spacing: grid.columns(metrics.actionSpacing), width: available,
      limit: available, sideBySide: true
    ).flatMap { $0 }
    let gap = grid.columns(metrics.textToActions)
    if textLines > 0, buttons.count == 1, let last = lines.last,
      last.columns + gap + buttons[0].columns <= available
    {
      lines[lines.count - 1] = (
        last.text + String(repeating: " ", count: gap) + buttons[0].text,
        last.columns + gap + buttons[0].columns
      )
    } else {
      lines += buttons
    }
    var text = ""
    for (offset, line) in lines.enumerated() {
      text += (offset == 0 ? lead : hang) + line.text + "\n"
    }
    return text
  }
}
