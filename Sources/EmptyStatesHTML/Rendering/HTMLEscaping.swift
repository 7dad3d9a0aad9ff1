/// Escaping for HTML text and attribute values: `&`, `<`, `>`, `"` and `'` become character
/// references, so no input can open a tag, close an attribute or start an entity.
enum HTMLEscaping {
  /// `text`, safe inside an element or a double- or single-quoted attribute value.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\u{0}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// `text` escaped, with balanced FSI … PDI isolates (U+2068 … U+2069) turned into `<bdi>`
  /// elements — HTML's isolation — and stray isolate or embedding controls dropped.
  static func escapeIsolatingBidi(_ text: String) -> String {
    var result = ""
    var open = 0
    var run = ""
    func flush() {
      result += escape(run)
      run = ""
    }
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x2068:
        flush()
        result += "<bdi>"
        open += 1
      case 0x2069:
        guard open > 0 else { continue }
        flush()
        result += "</bdi>"
        open -= 1
      case 0x2066, 0x2067, 0x202A...0x202E:
        continue
      default:
        run.unicodeScalars.append(scalar)
      }
    }
    flush()
    result += String(repeating: "</bdi>", count: open)
    return result
  }
}
