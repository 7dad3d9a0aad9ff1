/// Terminal stand-ins for SF Symbols, and column widths of text.
package enum TerminalGlyph {
  /// A character for every name of the core's list (`EmptyState.Media.symbolNames`), each one
  /// column wide, taken from text symbols (arrows, geometric shapes, dingbats) rather than
  /// emoji, whose width terminals disagree on. Names whose SF Symbols differ only by a badge
  /// or a slash may share one.
  static let glyphs: [String: String] = [
    "archivebox": "⊟", "arrow.clockwise": "↻", "arrow.up.right": "↗", "bell": "⍾",
    "bell.slash": "⊘", "bookmark": "⌑", "bubble.left": "❝", "calendar": "▦", "cart": "⊔",
    "checkmark": "✓", "checkmark.circle": "☑", "clock": "◷", "creditcard": "▬", "doc": "▯",
    "doc.text": "▤", "envelope": "✉", "exclamationmark.circle": "❢",
    "exclamationmark.triangle": "⚠", "folder": "▭", "gear": "⚙", "globe": "⊕",
    "hand.raised": "✋", "heart": "♡", "house": "⌂", "icloud": "☁", "icloud.slash": "☁",
    "info.circle": "ⓘ", "link": "⛓", "list.bullet": "☰", "lock": "⚿", "magnifyingglass": "⌕",
    "map": "▧", "mappin": "⚲", "mappin.slash": "⚲", "music.note.list": "♫", "newspaper": "▥",
    "person": "♙", "person.2": "⚇", "person.crop.circle": "◉",
    "person.crop.circle.badge.questionmark": "◎", "photo": "▨", "photo.on.rectangle": "❐",
    "plus": "✚", "questionmark.circle": "⍰", "questionmark.folder": "?",
    "rectangle.on.rectangle.slash": "⧉", "server.rack": "▤", "square.and.arrow.up": "⇪",
    "star": "☆", "trash": "⌧", "tray": "▭", "wifi": "⌔", "wifi.exclamationmark": "⌁",
    "wifi.slash": "⌁", "xmark": "✕", "xmark.circle": "⊗",
  ]

  /// A glyph for an SF Symbol name; a neutral circle for names without one.
  package static func glyph(for symbol: String) -> String {
    glyphs[symbol] ?? "○"
  }

  /// How many terminal columns `text` takes: two for wide East Asian characters, none for
  /// combining marks and escape sequences, one for the rest.
  package static func columns(of text: some StringProtocol) -> Int {
    var count = 0
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        inEscape = scalar != "m"
        continue
      }
      if scalar == "\u{1B}" {
        inEscape = true
        continue
      }
      // Printable ASCII, space to tilde, takes one column: no need to look up its properties.
      if (" "..."~").contains(scalar) {
        count += 1
        continue
      }
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format, .control: continue
      default: break
      }
      count += isWide(scalar) ? 2 : 1
    }
    return count
  }

  /// Whether a line may break between two characters that no space separates: between two
  /// wide ones, as Chinese and Japanese text breaks, unless `after` may not start a line (closing
  /// punctuation, small kana, the prolonged sound mark) or `before` may not end one (an opening
  /// bracket) — the heart of the kinsoku rules. Narrow text breaks at spaces only.
  package static func breaks(between before: Character, and after: Character) -> Bool {
    guard let first = before.unicodeScalars.first, let second = after.unicodeScalars.first,
      isWide(first), isWide(second)
    else { return false }
    return !noLineStart.contains(second) && !noLineEnd.contains(first)
  }

  /// Wide characters a line may not start with.
  private static let noLineStart = Set(
    "、。，．・：；！？）］｝」』】〕〉》〗〙〛ーぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻ゝゞヽヾ"
      .unicodeScalars)
  /// Wide characters a line may not end with.
  private static let noLineEnd = Set("（［｛「『【〔〈《〖〘〚".unicodeScalars)

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      true
    default:
      false
    }
  }
}
