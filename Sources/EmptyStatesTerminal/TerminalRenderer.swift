import EmptyStates

/// Draws a localized empty state as terminal text: plain for logs and pipes, or with ANSI
/// styling for interactive terminals.
///
/// ```swift
/// let state = EmptyStateLocalizer(localeIdentifier: "en").localize(.offline)
/// print(TerminalRenderer(mode: .plain).render(state))
/// // You’re Offline
/// // Check your connection and try again.
/// //
/// // [Try Again]
/// ```
///
/// Whatever the state's text holds, the output never carries escape sequences or other control
/// characters from it: only the renderer's own styling.
///
/// The layout is the web's `EmptyStateMetrics` laid on the terminal's character grid
/// (`EmptyStateMetrics.CharacterGrid`): its gaps become blank lines, the space between actions
/// becomes columns, its readable width the widest a line wraps at.
public struct TerminalRenderer: Sendable {
  /// How the text is styled.
  public enum Mode: Hashable, Sendable {
    /// Plain text, left-aligned, no escape sequences.
    case plain
    /// Centred text with ANSI bold, dim and colour.
    case ansi
  }

  /// How the text is styled.
  public var mode: Mode
  /// The width to wrap and centre within, in terminal columns.
  public var width: Int
  /// The measurements laid out, in points; the character grid turns them into lines and
  /// columns.
  var metrics = EmptyStateMetrics(platform: .web)

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - mode: Plain or ANSI-styled text.
  ///   - width: The width to wrap and centre within, in columns (at least 20).
  public init(mode: Mode = .plain, width: Int = 72) {
    self.mode = mode
    self.width = max(20, width)
  }

  /// The state as terminal text, ending with a newline.
  ///
  /// - Parameter state: A state localized with `EmptyStateLocalizer`.
  /// - Returns: The lines to print: symbol (ANSI only), title, description, then the actions.
  public func render(_ state: LocalizedEmptyState) -> String {
    let grid = metrics.characterGrid
    var lines: [String] = []
    if mode == .ansi, metrics.showsMedia, let symbol = state.media?.symbolName {
      lines.append(styled(TerminalGlyph.glyph(for: symbol), SGR.dim))
      lines += blankLines(grid.lines(metrics.mediaToTitle))
    }
    lines += wrap(state.title).map { styled($0, SGR.bold + SGR.color(for: state.tone)) }
    if let description = state.description {
      lines += blankLines(grid.lines(metrics.titleToDescription))
      lines += wrap(description).map { styled($0, SGR.dim) }
    }
    if !state.actions.isEmpty {
      let buttons = state.actions.map { action in
        styled("[\(TextHygiene.displayable(action.title))]", SGR.button(for: action.role))
      }
      lines += blankLines(grid.lines(metrics.textToActions))
      lines += actionLines(buttons, grid: grid)
    }
    return lines.map(centred).joined(separator: "\n") + "\n"
  }

  /// What a screen shows, as terminal text: a progress line, the failure of a refresh (to
  /// print above the content kept on screen), the empty state that replaces the content, or
  /// nothing while there is content.
  ///
  /// - Parameter presentation: A presentation localized with `EmptyStateLocalizer`.
  /// - Returns: The text to print; empty for `.content`.
  public func render(_ presentation: LocalizedPresentation) -> String {
    switch presentation {
    case .progress(let progress): renderProgress(label: progress.label)
    case .content: ""
    case .contentWithError(let state, _), .unavailable(let state, _): render(state)
    }
  }

  /// A progress line, such as "Loading…".
  ///
  /// - Parameter label: The localized label.
  /// - Returns: The line to print, ending with a newline.
  public func renderProgress(label: String) -> String {
    centred(styled("⋯ " + TextHygiene.displayable(label), SGR.dim)) + "\n"
  }

  /// The buttons as the metrics arrange them: stacked, or side by side in rows that wrap at
  /// ``lineWidth``; the metrics' action spacing apart either way.
  private func actionLines(_ buttons: [String], grid: EmptyStateMetrics.CharacterGrid)
    -> [String]
  {
    let separator = String(repeating: " ", count: grid.columns(metrics.actionSpacing))
    var rows: [String] = []
    for button in buttons {
      if metrics.actionsAxis == .horizontal, let last = rows.last,
        TerminalGlyph.columns(of: last + separator + button) <= lineWidth
      {
        rows[rows.count - 1] = last + separator + button
      } else {
        rows.append(button)
      }
    }
    let between = blankLines(grid.lines(metrics.actionSpacing))
    return rows.enumerated().flatMap { $0.offset == 0 ? [$0.element] : between + [$0.element] }
  }

  private func blankLines(_ count: Int) -> [String] {
    Array(repeating: "", count: count)
  }

  /// The widest a line wraps at: the terminal's width, or the metrics' readable width where
  /// that is narrower.
  var lineWidth: Int {
    guard let readable = metrics.maxContentWidth else { return width }
    return min(width, max(1, metrics.characterGrid.columns(readable)))
  }

  private func styled(_ text: String, _ codes: String) -> String {
    mode == .ansi && !codes.isEmpty ? "\u{1B}[\(codes)m\(text)\u{1B}[0m" : text
  }

  private func centred(_ line: String) -> String {
    guard mode == .ansi, !line.isEmpty else { return line }
    let visible = TerminalGlyph.columns(of: line)
    return String(repeating: " ", count: max(0, (width - visible) / 2)) + line
  }

  /// Splits text into lines of at most ``lineWidth`` columns, breaking at spaces where it can.
  func wrap(_ text: String) -> [String] {
    TextHygiene.displayable(text).split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      paragraph in
      var lines: [String] = []
      var line = ""
      for word in paragraph.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if TerminalGlyph.columns(of: candidate) <= lineWidth || line.isEmpty {
          line = candidate
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      return lines + [line]
    }
  }
}

/// Select Graphic Rendition codes.
private enum SGR {
  static let bold = "1"
  static let dim = "2"

  static func color(for tone: EmptyState.Tone) -> String {
    switch tone {
    case .neutral, .search: ""
    case .error: ";31"
    case .warning: ";33"
    case .info: ";36"
    }
  }

  static func button(for role: EmptyState.Action.Role) -> String {
    switch role {
    case .primary: "1;7"
    case .secondary, .cancel: "1"
    case .destructive: "1;31"
    case .link: "4"
    }
  }
}
