import EmptyStates
import EmptyStatesTerminal

extension FuzzTarget {
  /// Any state — a preset with any query, or any title, description, symbol and buttons — in
  /// any locale, drawn by `TerminalRenderer` in both modes at any width (zero, negative and
  /// `Int.max` among them) and size, as a screen, a row and a progress line: nothing crashes;
  /// every line ends with a newline; the only escape sequences are the renderer's own styling,
  /// in ANSI mode only; no control character, embedding or override from the text reaches the
  /// output, and every line closes the isolates it opens; no line is wider than the renderer's
  /// width (`TerminalRenderer.widths` clamps the one asked for); and in plain text every word
  /// and button title is drawn, in order.
  static func checkTerminal(_ data: [UInt8]) -> [String] {
    var input = FuzzInput(data)
    let mode: TerminalRenderer.Mode = input.bool() ? .ansi : .plain
    let widths = [Int.min, -1, 0, 1, 19, 20, 21, 40, 72, 200, 10_000, 10_001, Int.max]
    let width = input.bool() ? input.pick(widths) : input.int(in: -5...300)
    let defaults = EmptyStateDefaults(
      size: input.pick(EmptyStateMetrics.Size.allCases), languages: .all)
    let localizer = defaults.localizer(
      localeIdentifier: input.bool()
        ? input.pick(EmptyStateLocalizer.localizations) : input.string())
    let state = localizer.localize(TerminalOutputOracle.state(&input))
    let renderer = TerminalRenderer(defaults: defaults, mode: mode, width: width)
    let oracle = TerminalOutputOracle(mode: mode, width: width)
    let label = state.title
    var found: [String] = []
    for (name, output) in [
      ("render", renderer.render(state)), ("renderRow", renderer.renderRow(state)),
      ("renderProgress", renderer.renderProgress(label: label)),
    ] {
      found += oracle.lineViolations(output).map { "\(name) at width \(width): \($0)" }
      guard mode == .plain else { continue }
      let drawn = DisplayOracle.words(output)
      let given =
        name == "renderProgress"
        ? label
        : ([state.title, state.description ?? ""] + state.actions.map { "[\($0.title)]" })
          .joined()
      // A progress line leads with its indicator.
      let words = DisplayOracle.words(given)
      if name == "renderProgress" ? !drawn.suffix(words.count).elementsEqual(words) : drawn != words
      {
        found.append(
          "\(name) at width \(width) draws \(output.debugDescription) for \(given.debugDescription)"
        )
      }
    }
    return found
  }
}
