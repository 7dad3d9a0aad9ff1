import EmptyStates

/// Escaping for HTML text and attribute values: `&`, `<`, `>`, `"` and `'` become character
/// references, so no input can open a tag, close an attribute or start an entity.
///
/// The `append` forms write straight into the markup being built: runs of text with nothing to
/// escape are copied whole, never character by character.
package enum HTMLEscaping {
  /// `text`, safe inside an element or a double- or single-quoted attribute value.
  package static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    append(text, to: &result)
    return result
  }

  /// `text` as ``TextHygiene`` lets it be drawn, escaped, with its first-strong isolates
  /// (FSI … PDI, always balanced there) turned into `<bdi>` elements — HTML's isolation.
  package static func escapeIsolatingBidi(_ text: String) -> String {
    var result = ""
    appendIsolatingBidi(text, to: &result)
    return result
  }

  /// `text` as one line of plain text, escaped: what ``TextHygiene`` lets be drawn, its line
  /// breaks joined and its isolates dropped — for an attribute value or a `<title>`, where no
  /// `<bdi>` can isolate.
  package static func escapePlainLine(_ text: String) -> String {
    escape(TextHygiene.withoutIsolates(TextHygiene.displayable(text, newlines: .joined)))
  }

  /// Appends `text`, escaped as ``escape(_:)`` escapes it, to `html`.
  package static func append(_ text: some StringProtocol, to html: inout String) {
    append(text, isolatingBidi: false, to: &html)
  }

  /// Appends `text`, drawn and escaped as ``escapeIsolatingBidi(_:)`` does, to `html`.
  package static func appendIsolatingBidi(_ text: String, to html: inout String) {
    append(TextHygiene.displayable(text), isolatingBidi: true, to: &html)
  }

  private static func append(
    _ text: some StringProtocol, isolatingBidi: Bool, to html: inout String
  ) {
    let utf8 = text.utf8
    var run = utf8.startIndex
    var index = run
    while index != utf8.endIndex {
      let byte = utf8[index]
      var next = utf8.index(after: index)
      let replacement: String
      switch byte {
      case UInt8(ascii: "&"): replacement = "&amp;"
      case UInt8(ascii: "<"): replacement = "&lt;"
      case UInt8(ascii: ">"): replacement = "&gt;"
      case UInt8(ascii: "\""): replacement = "&quot;"
      case UInt8(ascii: "'"): replacement = "&#39;"
      case 0: replacement = "\u{FFFD}"
      case 0xE2 where isolatingBidi:
        // FSI (U+2068) is E2 81 A8 in UTF-8, PDI (U+2069) E2 81 A9: they become elements; any
        // other scalar with this lead byte is copied.
        guard next != utf8.endIndex, utf8[next] == 0x81 else {
          index = next
          continue
        }
        let last = utf8.index(after: next)
        guard last != utf8.endIndex, utf8[last] == 0xA8 || utf8[last] == 0xA9 else {
          index = next
          continue
        }
        replacement = utf8[last] == 0xA8 ? "<bdi>" : "</bdi>"
        next = utf8.index(after: last)
      default:
        index = next
        continue
      }
      html += text[run..<index]
      html += replacement
      run = next
      index = next
    }
    html += text[run..<utf8.endIndex]
  }
}
