import EmptyStates

/// Escaping for HTML text and attribute values: `&`, `<`, `>`, `"` and `'` become character
/// references, so no input can open a tag, close an attribute or start an entity.
package enum HTMLEscaping {
  /// `text`, safe inside an element or a double- or single-quoted attribute value.
  package static func escape(_ text: String) -> String {
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

  /// `text` as ``TextHygiene`` lets it be drawn, escaped, with its first-strong isolates
  /// (FSI … PDI, always balanced there) turned into `<bdi>` elements — HTML's isolation.
  package static func escapeIsolatingBidi(_ text: String) -> String {
    var result = ""
    var run = ""
    for scalar in TextHygiene.displayable(text).unicodeScalars {
      switch scalar {
      case TextHygiene.isolateStart, TextHygiene.isolateEnd:
        result += escape(run) + (scalar == TextHygiene.isolateStart ? "<bdi>" : "</bdi>")
        run = ""
      default:
        run.unicodeScalars.append(scalar)
      }
    }
    return result + escape(run)
  }
}
