import EmptyStates

extension TerminalRenderer {
  /// A line cut to `columns`, for a program that draws whole screens (the demo) and must not
  /// let a row wrap: its escape sequences are kept and take no room
  /// (``TerminalGlyph/columns(of:)``), the styling is reset after the cut, and every bidi
  /// isolate the cut leaves open is closed — the same isolate rule ``TerminalLineWrapper``
  /// keeps when it breaks a line.
  ///
  /// ```swift
  /// TerminalRenderer.clipped("\u{1B}[1mabcdef\u{1B}[0m", to: 3)  // "\u{1B}[1mabc\u{1B}[0m"
  /// ```
  ///
  /// - Parameters:
  ///   - line: One line, styled or not, without a newline.
  ///   - columns: The most columns it may take.
  /// - Returns: `line` when it fits, else its first `columns` columns, closed.
  package static func clipped(_ line: String, to columns: Int) -> String {
    guard TerminalGlyph.columns(of: line) > columns else { return line }
    var clipped = ""
    var used = 0
    var openIsolates = 0
    var inEscape = false
    for scalar in line.unicodeScalars {
      if inEscape {
        clipped.unicodeScalars.append(scalar)
        inEscape = scalar != "m"
        continue
      }
      if scalar == "\u{1B}" {
        clipped.unicodeScalars.append(scalar)
        inEscape = true
        continue
      }
      let width = TerminalGlyph.columns(of: String(scalar))
      if used + width > columns { break }
      clipped.unicodeScalars.append(scalar)
      used += width
      // Drawn text isolates only with the core's first-strong isolates (`TextHygiene`).
      if scalar == TextHygiene.isolateStart { openIsolates += 1 }
      if scalar == TextHygiene.isolateEnd { openIsolates = max(0, openIsolates - 1) }
    }
    clipped.unicodeScalars.append(
      contentsOf: repeatElement(TextHygiene.isolateEnd, count: openIsolates))
    return clipped + (line.contains("\u{1B}") ? "\u{1B}[0m" : "")
  }
}
