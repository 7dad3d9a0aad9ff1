extension TerminalScreen {
  /// How a cell is drawn.
  struct Attributes: Hashable, Sendable {
    var bold = false
    var dim = false
    var underline = false
    var reverse = false
    /// The SGR foreground colour, 0–7 (from 30–37); `nil` for the default.
    var foreground: Int?
  }

  /// One cell of the grid.
  struct Cell: Hashable, Sendable {
    /// What the cell shows: a blank is " "; the right half of a wide character is "".
    var text: String
    var attributes: Attributes

    static let blank = Cell(text: " ", attributes: Attributes())

    /// Columns a scalar takes on a terminal: none for combining marks and format characters,
    /// two for the wide ranges of Markus Kuhn's `wcwidth` (which xterm follows) and the emoji
    /// blocks drawn double, one otherwise. Kept apart from the renderer's own table on purpose:
    /// an oracle that shares the code under test cannot catch its mistakes.
    static func width(of scalar: Unicode.Scalar) -> Int {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format: return 0
      default: break
      }
      switch scalar.value {
      case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3040...0xA4CF, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
        return 2
      default:
        return 1
      }
    }
  }
}
