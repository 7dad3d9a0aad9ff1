import EmptyStatesTerminal

/// What displayed text may hold, for the fuzz targets that check text people read: no scalar
/// that can drive a terminal or reorder the text around it.
enum DisplayOracle {
  /// What in `text` could drive a terminal or reorder the text around it: control characters,
  /// line and paragraph separators, embeddings, overrides and isolates other than balanced
  /// first-strong ones. One line each; empty when there is none.
  static func unsafeScalars(in text: String) -> [String] {
    var found: [String] = []
    var depth = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x2068: depth += 1
      case 0x2069: depth -= 1
      case 0x2028...0x202E, 0x2066, 0x2067:
        found.append("holds the bidirectional control U+\(String(scalar.value, radix: 16))")
      default:
        if scalar.properties.generalCategory == .control {
          found.append("holds the control character U+\(String(scalar.value, radix: 16))")
        }
      }
      if depth < 0 {
        found.append("closes an isolate it did not open: \(text.debugDescription)")
        depth = 0
      }
    }
    if depth > 0 { found.append("leaves \(depth) isolates open: \(text.debugDescription)") }
    return found
  }

  /// What is wrong with `line`, a line of terminal text without its styling: anything
  /// ``unsafeScalars(in:)`` finds, and more than `width` columns. One line each.
  static func lineViolations(_ line: String, width: Int) -> [String] {
    var found = unsafeScalars(in: line)
    let columns = TerminalGlyph.columns(of: line)
    if columns > width {
      found.append("is \(columns) columns wide, wider than \(width): \(line.debugDescription)")
    }
    return found
  }

  /// `text` without what a renderer may drop or add around the words — spaces, controls,
  /// separators, embeddings, overrides and isolates — to compare the words it drew with those
  /// it was given.
  static func words(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x20, 0x2028...0x202E, 0x2066...0x2069: false
      default: scalar.properties.generalCategory != .control
      }
    }
  }
}
