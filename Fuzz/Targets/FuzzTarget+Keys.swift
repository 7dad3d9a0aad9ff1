import EmptyStates
import EmptyStatesCommandLine
import _EmptyStatesTestSupport

extension FuzzTarget {
  /// The demo's keystrokes: any bytes, cut into reads at any points, arriving at any moments on
  /// a screen of any size that may change between reads, are read as keys, pressed, and the
  /// screen drawn after every read. Keys typed are never invisible; the search field's text
  /// stays bounded and visible; the first load never shows an empty state; only `q` or Ctrl-C
  /// quits; and every row drawn fits its width, carries no escape sequence but the demo's own
  /// styling, and nothing that could drive the terminal or reorder text (`DisplayOracle`).
  static func checkKeys(_ data: [UInt8]) -> [String] {
    var input = FuzzInput(data)
    var rows = input.int(in: 1...60)
    var columns = input.int(in: 1...240)
    let isStyled = input.bool()
    let defaults = DemoCommand.defaults
    var model = DemoModel(
      locales: DemoCommand.locales, rules: defaults.rules, policy: defaults.progress)
    var reader = DemoKeyReader()
    var now = 0.0
    var quitKeys = 0
    var found: [String] = []
    model.start(at: now)
    // At most 64 reads: each draws a screen, and the fuzzer's speed depends on it.
    for _ in 0..<64 where !input.isEmpty && found.isEmpty && !model.isFinished {
      now += Double(input.byte()) / 100
      if input.byte() & 0x0F == 0 {
        rows = input.int(in: 1...60)
        columns = input.int(in: 1...240)
      }
      let read = (0..<input.int(in: 0...24)).map { _ in input.byte() }
      for key in reader.keys(from: read) {
        if case .character(let character) = key {
          found += typedViolations(character)
        }
        if key == .interrupt || key == .character("q") { quitKeys += 1 }
        model.press(key, at: now)
      }
      model.advance(to: now)
      found += modelViolations(model, quitKeys: quitKeys)
      let screen = DemoScreen(rows: rows, columns: columns, isStyled: isStyled, defaults: defaults)
      found += screenViolations(screen.draw(model, at: now), rows: rows, columns: columns)
    }
    return found
  }

  /// A typed key is one visible character: no control, format or other invisible scalar.
  private static func typedViolations(_ character: Character) -> [String] {
    let invisible = character.unicodeScalars.filter {
      TextHygiene.isInvisible($0) || $0.properties.generalCategory == .control
    }
    return invisible.isEmpty ? [] : ["an invisible character typed: \(character.debugDescription)"]
  }

  /// What the model keeps, whatever was pressed.
  private static func modelViolations(_ model: DemoModel, quitKeys: Int) -> [String] {
    var found: [String] = []
    if model.query.count > 200 {
      found.append("a search field of \(model.query.count) characters")
    }
    if model.query.unicodeScalars.contains(where: TextHygiene.isInvisible) {
      found.append("an invisible character in the search field: \(model.query.debugDescription)")
    }
    if model.isFinished, quitKeys == 0 {
      found.append("the demo quit without q or Ctrl-C")
    }
    if model.load?.kind == .first, case .unavailable = model.presentation {
      found.append("an empty state while the first load runs: \(model.presentation)")
    }
    return found
  }

  /// A drawn screen: `rows` rows at most, each fitting `columns`, with no sequence from input.
  private static func screenViolations(_ screen: [String], rows: Int, columns: Int) -> [String] {
    var found: [String] = []
    if screen.count > rows {
      found.append("\(screen.count) rows drawn on a screen of \(rows)")
    }
    for (number, row) in screen.enumerated() {
      // The demo styles with SGR only: any other escape sequence's ESC is a problem.
      let text = DisplayRule.withoutStyling(row)
      found += DisplayOracle.lineViolations(text, width: columns).map { "row \(number) \($0)" }
    }
    return found
  }
}
