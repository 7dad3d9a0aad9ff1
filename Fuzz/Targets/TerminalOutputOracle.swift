import EmptyStates
import EmptyStatesTerminal

/// What terminal text may hold, for the `terminal` fuzz target: its lines, their styling and
/// their widths, read without the renderer's layout code.
struct TerminalOutputOracle {
  /// The mode the text was drawn in.
  let mode: TerminalRenderer.Mode
  /// The widest a line may be: the width asked for, clamped to `TerminalRenderer.widths` as the renderer clamps it.
  let width: Int

  /// The styles the renderer draws with: the SGR parameters of its own escape sequences.
  private static let styles: Set<String> = {
    var styles: Set<String> = ["0", SGR.bold, SGR.dim]
    for tone in EmptyState.Tone.allCases {
      styles.insert(SGR.bold + SGR.color(for: tone))
      styles.insert(SGR.dim + SGR.color(for: tone))
    }
    for role in EmptyState.Action.Role.allCases { styles.insert(SGR.button(for: role)) }
    return styles
  }()

  /// The oracle of a renderer asked for `width` columns in `mode`.
  init(mode: TerminalRenderer.Mode, width: Int) {
    self.mode = mode
    self.width = TerminalRenderer.clamped(width)
  }

  /// A state read from `input`: a preset, with a query for the no-results one, or one made of
  /// any text.
  static func state(_ input: inout FuzzInput) -> EmptyState {
    if input.bool() {
      return input.pick(EmptyState.Preset.allCases).emptyState(query: input.string())
    }
    let title = input.string()
    let description = input.bool() ? input.string() : nil
    let symbol = input.bool() ? input.pick(EmptyState.Preset.allCases).symbol : input.string()
    let actions = (0..<input.int(in: 0...4)).map { index in
      EmptyState.Action(
        input.string(), id: EmptyState.Action.ID(stringLiteral: "action-\(index)"),
        role: input.pick(EmptyState.Action.Role.allCases))
    }
    return EmptyState(
      .verbatim(title), media: input.bool() ? .symbol(symbol) : nil,
      description: description.map { .verbatim($0) }, actions: actions,
      tone: input.pick(EmptyState.Tone.allCases))
  }

  /// How `output` breaks the rules for terminal text, one line each.
  func lineViolations(_ output: String) -> [String] {
    guard !output.isEmpty else { return [] }
    guard output.hasSuffix("\n") else { return ["the output does not end with a newline"] }
    var found: [String] = []
    for line in output.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
      guard let text = unstyled(line) else {
        found.append("an escape sequence not the renderer's own: \(line.debugDescription)")
        continue
      }
      found += DisplayOracle.lineViolations(text, width: width).map { "the line \($0)" }
    }
    return found
  }

  /// `line` without the renderer's styling, or `nil` when it holds any other escape sequence
  /// (or any in plain text).
  private func unstyled(_ line: Substring) -> String? {
    var text = ""
    var rest = line.unicodeScalars[...]
    while let escape = rest.firstIndex(of: "\u{1B}") {
      text.unicodeScalars.append(contentsOf: rest[..<escape])
      let sequence = rest[rest.index(after: escape)...]
      guard mode == .ansi, sequence.first == "[", let end = sequence.firstIndex(of: "m"),
        Self.styles.contains(String(String.UnicodeScalarView(sequence.dropFirst()[..<end])))
      else { return nil }
      rest = sequence[sequence.index(after: end)...]
    }
    text.unicodeScalars.append(contentsOf: rest)
    return text
  }
}
