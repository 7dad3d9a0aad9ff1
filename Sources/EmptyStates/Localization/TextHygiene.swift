/// The one place that decides which characters of a text are drawn and how text of another
/// direction is isolated: the localizer, the search query, the spec decoder and every renderer
/// (HTML, terminal, JSON) call it, so no two of them keep a list of their own.
///
/// Two policies:
/// - **Display** (``displayable(_:newlines:)``): what a renderer may draw. Controls go (a tab
///   becomes a space; newlines are kept or joined), and so does everything that can reorder or
///   restyle what follows — bidirectional embeddings and overrides, line and paragraph
///   separators, and any isolate that is not part of a balanced first-strong isolate (FSI … PDI),
///   the isolation the localizer itself writes. Joiners, soft hyphens and the like stay: some
///   languages need them.
/// - **Invisible** (``isInvisible(_:)``): stricter, for text that must be what a person typed,
///   such as a search query: every control, format, separator, private-use or unassigned scalar.
package enum TextHygiene {
  /// FIRST STRONG ISOLATE: starts a run laid out in its own direction.
  package static let isolateStart: Unicode.Scalar = "\u{2068}"
  /// POP DIRECTIONAL ISOLATE: ends it.
  package static let isolateEnd: Unicode.Scalar = "\u{2069}"

  /// What becomes of line breaks in ``displayable(_:newlines:)``.
  package enum Newlines: Sendable {
    /// Kept: multi-line text such as a description in a terminal.
    case kept
    /// Each line break becomes a space: single-line text such as a document title.
    case joined
  }

  /// `text` wrapped in a first-strong isolate, so its direction cannot reorder the text around
  /// it.
  package static func isolated(_ text: String) -> String {
    "\(isolateStart)\(text)\(isolateEnd)"
  }

  /// `text` without isolates: for places that have no isolation of their own (an HTML `title`
  /// element, a JSON string shown in a log).
  package static func withoutIsolates(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter { $0 != isolateStart && $0 != isolateEnd }))
  }

  /// Whether a scalar is written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko and the
  /// other right-to-left blocks, and their presentation forms.
  package static func isStrongRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      true
    default:
      false
    }
  }

  /// Whether a text holds any right-to-left letter.
  package static func containsRightToLeft(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: isStrongRightToLeft)
  }

  /// Control, format, separator, private-use and unassigned scalars: nothing a person reads,
  /// and some of it able to reorder what follows.
  package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
      .paragraphSeparator:
      true
    default:
      false
    }
  }

  /// `text` as a renderer may draw it: see the type's overview. Every FSI in the result has its
  /// PDI, in order, so a renderer can map them to its own isolation (`<bdi>` in HTML).
  ///
  /// - Parameters:
  ///   - text: Any text, the app's or a user's.
  ///   - newlines: Whether line breaks stay.
  /// - Returns: The drawable text.
  package static func displayable(_ text: String, newlines: Newlines = .kept) -> String {
    // Most text has nothing to clean: a scan of its bytes, no copy.
    isDisplayable(text, newlines: newlines) ? text : cleaned(text, newlines: newlines)
  }

  /// `text` rebuilt scalar by scalar as ``displayable(_:newlines:)`` draws it: the slow path,
  /// for text with something to clean.
  static func cleaned(_ text: String, newlines: Newlines) -> String {
    var result = String.UnicodeScalarView()
    var open = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x0D:
        guard scalar.value == 0x0A else { continue }
        result.append(newlines == .kept ? scalar : " ")
      case 0x09:
        result.append(" ")
      case 0x2068:
        open += 1
        result.append(scalar)
      case 0x2069:
        guard open > 0 else { continue }
        open -= 1
        result.append(scalar)
      case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066, 0x2067:
        continue
      default:
        result.append(scalar)
      }
    }
    result.append(contentsOf: repeatElement(isolateEnd, count: open))
    return String(result)
  }

  /// Whether `text` is already what ``displayable(_:newlines:)`` makes of it: one pass over its
  /// UTF-8, which finds every scalar that function drops or changes by its lead byte — C0
  /// controls and DEL are single bytes, C1 controls start with `C2 80`…`C2 9F`, and the
  /// separators, embeddings, overrides and isolates with `E2 80` or `E2 81`.
  static func isDisplayable(_ text: String, newlines: Newlines) -> Bool {
    var bytes = text.utf8.makeIterator()
    var open = 0
    while let byte = bytes.next() {
      switch byte {
      case 0x0A:
        guard newlines == .kept else { return false }
      case 0x00...0x1F, 0x7F:
        return false
      case 0xC2:
        // U+0080…U+00BF: the C1 controls are U+0080…U+009F.
        guard let next = bytes.next(), next >= 0xA0 else { return false }
      case 0xE2:
        guard let second = bytes.next(), let third = bytes.next() else { return false }
        switch (second, third) {
        case (0x80, 0xA8...0xAE), (0x81, 0xA6), (0x81, 0xA7):
          return false
        case (0x81, 0xA8):
          open += 1
        case (0x81, 0xA9):
          guard open > 0 else { return false }
          open -= 1
        default:
          break
        }
      default:
        break
      }
    }
    return open == 0
  }

  /// A JSON document with every invisible scalar (``isInvisible(_:)``) inside it written as a
  /// `\uXXXX` escape, so printing it can never drive a terminal or reorder text, while a JSON
  /// reader gets the same text back. Raw line breaks are the layout's: an encoder escapes those
  /// inside strings.
  package static func escapingInvisible(json: String) -> String {
    var output = ""
    for scalar in json.unicodeScalars {
      guard scalar != "\n", isInvisible(scalar) else {
        output.unicodeScalars.append(scalar)
        continue
      }
      for unit in String(scalar).utf16 {
        let hex = String(unit, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return output
  }
}
