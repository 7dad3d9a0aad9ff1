import Foundation
import Testing

/// An independent reading of terminal text, for tests that check `render --format text|ansi`
/// against the String Catalog rather than against the renderer's own helpers: its own column
/// widths, its own line-break rule, its own read of the catalog.
enum TerminalOracle {
  /// The renderer's styling, the only escape sequence terminal text may carry: `ESC [`, digits
  /// and semicolons, `m`.
  static var styling: Regex<Substring> { #/\u{1B}\[[0-9;]*m/# }

  /// `text` without the renderer's styling.
  static func unstyled(_ text: String) -> String {
    text.replacing(styling, with: "")
  }

  /// The lines of `output`, unstyled: every line ends with a newline, so the text after the
  /// last one must be empty.
  static func lines(_ output: String) -> [Substring] {
    let lines = unstyled(output).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "", "the output ends with a newline")
    return lines.dropLast()
  }

  /// Whether a scalar can drive a terminal or reorder text: C0 and C1 controls but the line
  /// feed, DEL, and the bidirectional embeddings, overrides and isolates but FSI … PDI.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x2028...0x202E, 0x2066, 0x2067: true
    default: false
    }
  }

  /// Whether every isolate opened on `line` is closed on it, and none is closed unopened.
  static func isolatesBalance(_ line: some StringProtocol) -> Bool {
    var depth = 0
    for scalar in line.unicodeScalars {
      if scalar == "\u{2068}" { depth += 1 }
      if scalar == "\u{2069}" { depth -= 1 }
      if depth < 0 { return false }
    }
    return depth == 0
  }

  /// The columns a terminal gives `text`: the terminal model's own widths
  /// (`TerminalScreen.Cell.width(of:)`), and none for controls.
  static func columns(_ text: some StringProtocol) -> Int {
    text.unicodeScalars.reduce(0) {
      $0 + ($1.properties.generalCategory == .control ? 0 : TerminalScreen.Cell.width(of: $1))
    }
  }

  /// Wide characters a Japanese or Chinese line does not start with.
  private static let closing = Set("、。，．：；！？）」』】〕〉》ーぁぃぅぇぉっゃゅょァィゥェォッャュョ")
  /// Wide characters a Japanese or Chinese line does not end with.
  private static let opening = Set("（「『【〔〈《")

  /// A piece of text no line break may fall inside, and whether a space comes before it.
  struct Unit: Equatable {
    var text: String
    var spaced: Bool
  }

  /// `text` cut where a line may break: at spaces, and between two wide characters unless the
  /// second closes (`、`, `。`, small kana…) or the first opens (`「`…). Isolates are left out:
  /// the renderer closes and reopens them where a line breaks.
  static func units(_ text: some StringProtocol) -> [Unit] {
    var units: [Unit] = []
    for (index, word) in text.split(separator: " ").enumerated() {
      var piece = Unit(text: "", spaced: index > 0)
      var previous: Character?
      for character in word where character != "\u{2068}" && character != "\u{2069}" {
        if let previous, columns(String(previous)) == 2, columns(String(character)) == 2,
          !closing.contains(character), !opening.contains(previous)
        {
          units.append(piece)
          piece = Unit(text: "", spaced: false)
        }
        piece.text.append(character)
        previous = character
      }
      if !piece.text.isEmpty { units.append(piece) }
    }
    return units
  }
}
