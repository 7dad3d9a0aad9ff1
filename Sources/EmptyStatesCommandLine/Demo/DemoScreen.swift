import EmptyStates
import EmptyStatesTerminal

/// Draws the demo's model as the rows of a full terminal screen: a header with the screen's
/// title and status, the search field, the body — progress, the list, or the empty state the
/// core chose, drawn by `TerminalRenderer` — and, always at the bottom, the keys in use.
package struct DemoScreen {
  /// The terminal's size.
  var rows: Int
  var columns: Int
  /// Whether to style with ANSI codes: off for `NO_COLOR`.
  var isStyled: Bool
  /// The demo's defaults: its rules, progress policy and String Catalog.
  var defaults: EmptyStateDefaults

  /// A screen of `rows` by `columns`, styled or not, drawing with the demo's `defaults`.
  package init(rows: Int, columns: Int, isStyled: Bool, defaults: EmptyStateDefaults) {
    self.rows = rows
    self.columns = columns
    self.isStyled = isStyled
    self.defaults = defaults
  }

  /// The spinner's frames, one every ``spinnerInterval`` seconds.
  static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  static let spinnerInterval = 0.1
  /// The motion the breathing symbol follows: half its period bright, half dim.
  static let motion = EmptyStateMetrics.Motion.standard

  /// The screen's rows at `now`, each at most ``columns`` wide, styled when ``isStyled``.
  package func draw(_ model: DemoModel, at now: Double) -> [String] {
    let localizer = defaults.localizer(localeIdentifier: model.localeIdentifier)
    let hints = keyBar(model.keyHints, localizer: localizer)
    var lines = [
      header(model, localizer: localizer, at: now),
      searchField(model, localizer: localizer),
      rule(),
    ]
    let bodyRows = max(0, rows - lines.count - hints.count - 1)
    var body = self.body(model, localizer: localizer, at: now, rows: bodyRows)
    body = Array(body.prefix(bodyRows))
    lines += body + Array(repeating: "", count: bodyRows - body.count)
    lines.append(rule())
    lines += hints
    return lines.prefix(rows).map { TerminalRenderer.clipped($0, to: columns) }
  }

  /// The next moment the drawing changes by itself at `now`: a spinner frame or a breath, or
  /// the model's next change; `nil` when the screen stands still.
  func nextChange(_ model: DemoModel, after now: Double) -> Double? {
    var times = [model.nextChange(after: now)]
    if model.showsIndicator(at: now) {
      times.append(Self.next(now, every: Self.spinnerInterval))
    }
    if breathes(model) {
      times.append(Self.next(now, every: Self.motion.breathePeriod / 2))
    }
    return times.compactMap { $0 }.min()
  }

  // MARK: Parts

  private func header(_ model: DemoModel, localizer: EmptyStateLocalizer, at now: Double)
    -> String
  {
    let title = localizer.string(for: "Contacts")
    var left = style(title, SGR.bold)
    var leftColumns = TerminalGlyph.columns(of: title)
    // A refresh or retry keeps the screen as it is: its progress shows in the header.
    if model.load?.kind != .first, model.showsIndicator(at: now) {
      let progress = spinnerFrame(at: now) + " " + localizer.string(for: .loading)
      left += "  " + style(progress, SGR.dim)
      leftColumns += 2 + TerminalGlyph.columns(of: progress)
    }
    var status: [String] = []
    if model.isOffline { status.append(localizer.string(for: "Offline")) }
    if model.reducesMotion { status.append(localizer.string(for: "Reduce Motion")) }
    status.append(localizer.localeIdentifier)
    let right = status.joined(separator: " · ")
    let gap = columns - leftColumns - TerminalGlyph.columns(of: right)
    guard gap >= 2 else { return left }
    return left + String(repeating: " ", count: gap) + style(right, SGR.dim)
  }

  private func searchField(_ model: DemoModel, localizer: EmptyStateLocalizer) -> String {
    guard model.isSearching || !model.query.isEmpty else { return "" }
    let cursor = model.isSearching ? "▏" : ""
    guard !model.query.isEmpty else {
      return "⌕ " + cursor + style(localizer.string(for: "Search"), SGR.dim)
    }
    // The end of a long query stays in view, as in a text field.
    var query = TextHygiene.displayable(model.query, newlines: .joined)
    let room = max(1, columns - 4)
    while TerminalGlyph.columns(of: query) > room { query.removeFirst() }
    return "⌕ " + query + cursor
  }

  private func rule() -> String {
    style(String(repeating: "─", count: columns), SGR.dim)
  }

  private func body(
    _ model: DemoModel, localizer: EmptyStateLocalizer, at now: Double, rows: Int
  ) -> [String] {
    if model.showsKeys { return keysPanel(localizer: localizer) }
    var renderer = TerminalRenderer(
      defaults: defaults, mode: isStyled ? .ansi : .plain, width: columns)
    renderer.actionsDisabled = model.actionsDisabled
    if breathes(model), Self.phase(now, every: Self.motion.breathePeriod / 2) % 2 == 0 {
      renderer.symbolCodes = ""
    }
    let screen = localizer.localize(model.presentation)
    switch screen {
    case .progress(let progress):
      guard model.showsIndicator(at: now) else { return [] }
      let line = renderer.renderProgress(label: progress.label, indicator: spinnerFrame(at: now))
      return centred(Self.lines(line), in: rows)
    case .content:
      return list(model.matches)
    case .contentWithError:
      // The core's rule for a failed refresh, as the terminal renderer draws it: its notice,
      // then the contacts, which stay.
      return Self.lines(renderer.render(screen)) + list(model.matches)
    case .unavailable(let state, _):
      return centred(Self.lines(renderer.render(state)), in: rows)
    }
  }

  private func list(_ contacts: [Contact]) -> [String] {
    contacts.map { "  " + TextHygiene.displayable($0.name, newlines: .joined) }
  }

  private func keysPanel(localizer: EmptyStateLocalizer) -> [String] {
    let width = DemoModel.allKeys.map { TerminalGlyph.columns(of: $0.key) }.max() ?? 0
    var lines = ["", "  " + style(localizer.string(for: "Keys"), SGR.bold), ""]
    for hint in DemoModel.allKeys {
      let padding = String(repeating: " ", count: width - TerminalGlyph.columns(of: hint.key))
      lines.append(
        "  " + style(hint.key, SGR.bold) + padding + "  " + localizer.string(for: hint.label))
    }
    return lines
  }

  /// The keys in use, wrapped onto as many lines as the width needs.
  private func keyBar(_ hints: [DemoKeyHint], localizer: EmptyStateLocalizer) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineColumns = 0
    for hint in hints {
      let label = localizer.string(for: hint.label)
      let columns = TerminalGlyph.columns(of: hint.key) + 1 + TerminalGlyph.columns(of: label)
      if lineColumns > 0, lineColumns + 3 + columns > self.columns {
        lines.append(line)
        line = ""
        lineColumns = 0
      }
      if lineColumns > 0 {
        line += "   "
        lineColumns += 3
      }
      line += style(hint.key, SGR.bold + ";7") + " " + style(label, SGR.dim)
      lineColumns += columns
    }
    return lines + [line]
  }

  // MARK: Helpers

  /// Whether the empty state's symbol breathes: an empty state is shown, in colour, and the
  /// user has not asked for reduced motion.
  private func breathes(_ model: DemoModel) -> Bool {
    guard isStyled, !model.reducesMotion, !model.showsKeys else { return false }
    if case .unavailable = model.presentation { return true }
    return false
  }

  private func spinnerFrame(at now: Double) -> String {
    Self.spinner[Self.phase(now, every: Self.spinnerInterval) % Self.spinner.count]
  }

  /// `text` styled as the terminal renderer styles its own lines (none when not ``isStyled``).
  private func style(_ text: String, _ codes: String) -> String {
    TerminalRenderer(mode: isStyled ? .ansi : .plain).styled(text, codes)
  }

  /// `lines`, with blank lines above so that they sit in the middle of `rows`.
  private func centred(_ lines: [String], in rows: Int) -> [String] {
    Array(repeating: "", count: max(0, (rows - lines.count) / 2)) + lines
  }

  /// Renderer output as rows, without the newline that ends its last line.
  private static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// How many whole `interval`s have passed at `time`.
  private static func phase(_ time: Double, every interval: Double) -> Int {
    Int((max(0, time) / interval).rounded(.down))
  }

  /// The next multiple of `interval` after `time`.
  private static func next(_ time: Double, every interval: Double) -> Double {
    Double(phase(time, every: interval) + 1) * interval
  }
}
