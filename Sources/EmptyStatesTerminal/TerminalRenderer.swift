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
    var lines: [String] = []
    if mode == .ansi, let symbol = state.media?.symbolName {
      lines += [styled(TerminalGlyph.glyph(for: symbol), SGR.dim), ""]
    }
    lines += wrap(state.title).map { styled($0, SGR.bold + SGR.color(for: state.tone)) }
    if let description = state.description {
      lines += wrap(description).map { styled($0, SGR.dim) }
    }
    if !state.actions.isEmpty {
      let buttons = state.actions.map { action in
        styled("[\(TextHygiene.displayable(action.title))]", SGR.button(for: action.role))
      }
      lines += ["", buttons.joined(separator: "  ")]
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

  private func styled(_ text: String, _ codes: String) -> String {
    mode == .ansi && !codes.isEmpty ? "\u{1B}[\(codes)m\(text)\u{1B}[0m" : text
  }

  private func centred(_ line: String) -> String {
    guard mode == .ansi, !line.isEmpty else { return line }
    let visible = TerminalGlyph.columns(of: line)
    return String(repeating: " ", count: max(0, (width - visible) / 2)) + line
  }

  /// Splits text into lines of at most ``width`` columns, breaking at spaces where it can.
  func wrap(_ text: String) -> [String] {
    TextHygiene.displayable(text).split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      paragraph in
      var lines: [String] = []
      var line = ""
      for word in paragraph.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if TerminalGlyph.columns(of: candidate) <= width || line.isEmpty {
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
