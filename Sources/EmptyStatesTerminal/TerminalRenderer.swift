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
/// becomes columns, its readable width the widest a line wraps at. The terminal's width chooses
/// the size, as a container's does on the web: compact in a narrow one.
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
  /// The width to wrap and centre within, in terminal columns: one outside ``widths`` is taken
  /// as the nearest within.
  public var width: Int {
    didSet { width = Self.clamped(width) }
  }
  /// The widths the renderer lays out at, in columns: at least 20, so that a word and a button
  /// have room, and at most 10,000, so that the padding a centred line takes stays bounded.
  package static let widths = 20...10_000
  /// The measurements laid out, in points; the character grid turns them into lines and
  /// columns. Their size is the defaults', made compact when the web's
  /// `EmptyStateMetrics.SizeThresholds` choose compact for the terminal's width (a narrow
  /// terminal or pane).
  var metrics: EmptyStateMetrics
  /// The measurements of ``renderRow(_:)``: the compact size's.
  var rowMetrics = EmptyStateMetrics(platform: .web, size: .compact)
  /// How the symbol's glyph is styled in ANSI mode: dim, as a placeholder is. An animation
  /// (the demo's breathing symbol) changes it from frame to frame.
  package var symbolCodes = SGR.dim
  /// Whether the buttons are drawn disabled (dim, in ANSI mode): while the work of one runs,
  /// as a retry, none can start again.
  package var actionsDisabled = false

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - mode: Plain or ANSI-styled text.
  ///   - width: The width to wrap and centre within, in columns (20 to 10,000).
  public init(mode: Mode = .plain, width: Int = 72) {
    self.init(defaults: .standard, mode: mode, width: width)
  }

  /// Creates a renderer at the size a tool set once in its defaults.
  ///
  /// ```swift
  /// let defaults = EmptyStateDefaults(size: .compact, languages: .all)
  /// let renderer = TerminalRenderer(defaults: defaults, mode: .ansi)
  /// print(renderer.render(defaults.localizer(for: .current).localize(.offline)))
  /// ```
  ///
  /// - Parameters:
  ///   - defaults: The tool's defaults: their ``EmptyStateDefaults/size`` sets the gaps
  ///     between the lines.
  ///   - mode: Plain or ANSI-styled text.
  ///   - width: The width to wrap and centre within, in columns (20 to 10,000).
  public init(defaults: EmptyStateDefaults, mode: Mode = .plain, width: Int = 72) {
    self.mode = mode
    self.width = Self.clamped(width)
    let fitting = Self.size(forWidth: self.width)
    metrics = EmptyStateMetrics(
      platform: .web, size: fitting == .compact ? .compact : defaults.size)
  }

  /// `width` within ``widths``.
  package static func clamped(_ width: Int) -> Int {
    min(max(width, widths.lowerBound), widths.upperBound)
  }

  /// The size for a terminal `columns` wide: its width in points, on the regular size's grid,
  /// against the web's thresholds. Only the width decides; a terminal scrolls.
  ///
  /// - Parameter columns: The terminal's width, in columns.
  /// - Returns: The size of the metrics to lay out with.
  static func size(forWidth columns: Int) -> EmptyStateMetrics.Size {
    let grid = EmptyStateMetrics(platform: .web).characterGrid
    return EmptyStateMetrics.SizeThresholds(platform: .web)
      .size(width: Double(columns) * grid.columnWidth)
  }

  /// The state as terminal text, ending with a newline.
  ///
  /// - Parameter state: A state localized with `EmptyStateLocalizer`.
  /// - Returns: The lines to print: symbol (ANSI only), title, description, then the actions.
  public func render(_ state: LocalizedEmptyState) -> String {
    let grid = metrics.characterGrid
    let lineWidth = self.lineWidth
    var text = ""
    if mode == .ansi, metrics.showsMedia, let symbol = state.media?.symbolName {
      let glyph = TerminalGlyph.glyph(for: symbol)
      writeLine(glyph, columns: TerminalGlyph.columns(of: glyph), symbolCodes, into: &text)
      writeBlankLines(grid.lines(metrics.mediaToTitle), into: &text)
    }
    let titleCodes = SGR.bold + SGR.color(for: state.tone)
    for line in TerminalLineWrapper.lines(of: state.title, width: lineWidth) {
      writeLine(line.text, columns: line.columns, titleCodes, into: &text)
    }
    if let description = state.description {
      writeBlankLines(grid.lines(metrics.titleToDescription), into: &text)
      for line in TerminalLineWrapper.lines(of: description, width: lineWidth) {
        writeLine(line.text, columns: line.columns, SGR.dim, into: &text)
      }
    }
    if !state.actions.isEmpty {
      writeBlankLines(grid.lines(metrics.textToActions), into: &text)
      writeActions(state.actions, grid: grid, lineWidth: lineWidth, into: &text)
    }
    return text
  }

  /// What a screen shows, as terminal text: a progress line, the empty state that replaces the
  /// content, nothing while there is content — and for a failed refresh, the notice the core's
  /// rule asks for (`Presentation`, "A failed refresh"): the failure as a row
  /// (``renderRow(_:)``: title, description and its actions, Try Again among them) and a blank
  /// line, to print above the content, which stays (`LocalizedPresentation.showsContent`).
  ///
  /// ```swift
  /// let screen = localizer.localize(Presentation.resolve(feed))
  /// print(renderer.render(screen), terminator: "")
  /// if screen.showsContent { printListing() }
  /// ```
  ///
  /// - Parameter presentation: A presentation localized with `EmptyStateLocalizer`.
  /// - Returns: The text to print; empty for `.content`.
  public func render(_ presentation: LocalizedPresentation) -> String {
    switch presentation {
    case .progress(let progress): renderProgress(label: progress.label)
    case .content: ""
    case .contentWithError(let state, _): renderRow(state) + "\n"
    case .unavailable(let state, _): render(state)
    }
  }

  /// A progress line, such as "Loading…".
  ///
  /// - Parameter label: The localized label.
  /// - Returns: The line to print, ending with a newline.
  public func renderProgress(label: String) -> String {
    renderProgress(label: label, indicator: "⋯")
  }

  /// A progress line led by `indicator`: a frame of a spinner, in an animated program. A label
  /// wider than ``width`` wraps onto more lines.
  ///
  /// - Parameters:
  ///   - label: The localized label.
  ///   - indicator: One glyph, such as `⋯` or a frame of a spinner.
  /// - Returns: The line to print, ending with a newline.
  package func renderProgress(label: String, indicator: String) -> String {
    var text = ""
    // A label too long for the terminal wraps, as any text does.
    for line in TerminalLineWrapper.lines(of: indicator + " " + label, width: width) {
      writeLine(line.text, columns: line.columns, SGR.dim, into: &text)
    }
    return text
  }

  /// The buttons as the metrics arrange them: stacked, or side by side in rows that wrap at
  /// ``lineWidth``; the metrics' action spacing apart either way.
  private func writeActions(
    _ actions: [LocalizedEmptyState.Action], grid: EmptyStateMetrics.CharacterGrid,
    lineWidth: Int, into text: inout String
  ) {
    let rows = buttonRows(
      actions, spacing: grid.columns(metrics.actionSpacing), width: lineWidth, limit: width,
      sideBySide: metrics.actionsAxis == .horizontal)
    for (index, row) in rows.enumerated() {
      if index > 0 { writeBlankLines(grid.lines(metrics.actionSpacing), into: &text) }
      for line in row { writeLine(line.text, columns: line.columns, "", into: &text) }
    }
  }

  /// The buttons, styled, in rows: side by side `spacing` columns apart, as many as `width`
  /// columns hold, where `sideBySide`; else one a row. A title is one line: its line breaks
  /// become spaces. A button wider than `width` takes a row of its own, whole — a label is not
  /// cut for the readable width — unless it is wider than `limit`, the terminal's width: then it
  /// breaks across lines, as text wraps (``TerminalLineWrapper/lines(of:width:)``), which stay
  /// one row.
  ///
  /// - Returns: The rows, each the lines it takes, with the columns each line takes.
  func buttonRows(
    _ actions: [LocalizedEmptyState.Action], spacing: Int, width: Int, limit: Int,
    sideBySide: Bool
  ) -> [[(text: String, columns: Int)]] {
    var rows: [[(text: String, columns: Int)]] = []
    var row: [(text: String, columns: Int)] = []
    for action in actions {
      let title = "[" + TextHygiene.displayable(action.title, newlines: .joined) + "]"
      let codes = buttonCodes(for: action.role)
      let columns = TerminalGlyph.columns(of: title)
      let pieces =
        columns <= limit
        ? [(text: title, columns: columns)] : TerminalLineWrapper.lines(of: title, width: limit)
      if sideBySide, pieces.count == 1, let last = row.last,
        last.columns + spacing + columns <= width
      {
        row[row.count - 1] = (
          last.text + String(repeating: " ", count: spacing) + styled(title, codes),
          last.columns + spacing + columns
        )
        continue
      }
      if !row.isEmpty { rows.append(row) }
      row = pieces.map { (styled($0.text, codes), $0.columns) }
    }
    if !row.isEmpty { rows.append(row) }
    return rows
  }

  /// How a button in `role` is styled: dim for every role while ``actionsDisabled``.
  func buttonCodes(for role: EmptyState.Action.Role) -> String {
    actionsDisabled ? SGR.dim : SGR.button(for: role)
  }

  /// Appends `count` empty lines.
  private func writeBlankLines(_ count: Int, into text: inout String) {
    text += String(repeating: "\n", count: count)
  }

  /// Appends one line: centred (ANSI) by the columns its words take, styled with `codes`.
  private func writeLine(_ line: String, columns: Int, _ codes: String, into text: inout String) {
    let isStyled = mode == .ansi && !codes.isEmpty
    if mode == .ansi, isStyled || !line.isEmpty {
      text += String(repeating: " ", count: max(0, (width - columns) / 2))
    }
    text += isStyled ? "\u{1B}[\(codes)m\(line)\u{1B}[0m\n" : line + "\n"
  }

  /// The widest a line wraps at: the terminal's width, or the metrics' readable width where
  /// that is narrower.
  var lineWidth: Int {
    guard let readable = metrics.maxContentWidth else { return width }
    return min(width, max(1, metrics.characterGrid.columns(readable)))
  }

  /// `text` styled with the SGR `codes` (``SGR``) in ANSI mode — one `ESC [ codes m` before it
  /// and a reset after — and as it is in plain mode or without codes: how every line this
  /// renderer draws is styled, for a program that draws more around it (the demo's header and
  /// key bar).
  ///
  /// - Parameters:
  ///   - text: Text already made displayable; it is not cleaned here.
  ///   - codes: SGR parameters, such as ``SGR/bold``.
  /// - Returns: The styled text.
  package func styled(_ text: String, _ codes: String) -> String {
    mode == .ansi && !codes.isEmpty ? "\u{1B}[\(codes)m\(text)\u{1B}[0m" : text
  }

  /// Splits text into lines of at most ``lineWidth`` columns, breaking at spaces where it can.
  func wrap(_ text: String) -> [String] {
    TerminalLineWrapper.lines(of: text, width: lineWidth).map(\.text)
  }
}
