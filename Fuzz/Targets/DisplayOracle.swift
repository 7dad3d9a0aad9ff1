import EmptyStatesTerminal
import _EmptyStatesTestSupport

/// What displayed text may hold, for the fuzz targets that check text people read: no scalar
/// that can drive a terminal or reorder the text around it.
enum DisplayOracle {
  /// What is wrong with `line`, a line of terminal text without its styling: what breaks
  /// `DisplayRule`, and more than `width` columns. One line each.
  static func lineViolations(_ line: String, width: Int) -> [String] {
    var found = DisplayRule.problems(inLine: line)
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
