import EmptyStates
import EmptyStatesHTML

/// The floor of `HTMLRenderer().render(_:)`: the same markup for the same state, written as one
/// string interpolation per element with a plain escaping function that returns text with
/// nothing to escape as it is — what anyone would write for one fixed configuration (heading
/// `h2`, automatic style, regular size, the reader's colour scheme, the derived id, actions as
/// `GET` forms, as presets have no URL). The benchmark checks that it prints the renderer's
/// bytes before it times either.
///
/// Two floors: ``cleaning`` also passes each text through `TextHygiene.displayable`, as the
/// renderer must; ``escapingOnly`` escapes and nothing else — what a page that trusts its text
/// would write, and the same bytes for text with nothing to clean.
struct HTMLFloor {
  /// Whether text goes through `TextHygiene.displayable` before it is escaped.
  var cleansText: Bool

  /// The floor that cleans text as the renderer does.
  static let cleaning = HTMLFloor(cleansText: true)
  /// The floor that only escapes.
  static let escapingOnly = HTMLFloor(cleansText: false)

  func render(_ state: LocalizedEmptyState) -> String {
    let id = Self.identifier(state)
    var html =
      "<section class=\"es-empty-state es-style-automatic es-size-regular es-tone-\(state.tone.rawValue)\" lang=\"\(Self.escape(state.localeIdentifier))\" dir=\"\(state.direction.rawValue)\" aria-labelledby=\"\(id)-title\">"
    if let media = state.media {
      let (name, animation) =
        switch media.source {
        case .symbol(let name): (name, media.animation.rawValue)
        case .image: ("", "none")
        }
      let glyph = SymbolLibrary.glyphs[name] ?? SymbolLibrary.neutralGlyph
      let hidden =
        if let label = media.label, !label.allSatisfy(\.isWhitespace) {
          "role=\"img\" aria-label=\"\(Self.escape(label))\""
        } else {
          "aria-hidden=\"true\" focusable=\"false\""
        }
      html +=
        "<div class=\"es-media es-media-\(media.variant.rawValue)\"><svg class=\"es-symbol es-animate-\(animation)\" \(SymbolLibrary.drawingAttributes) \(hidden)>\(glyph)</svg></div>"
    }
    html += "<h2 class=\"es-title\" id=\"\(id)-title\"><bdi>\(text(state.title))</bdi></h2>"
    if let description = state.description {
      html += "<p class=\"es-description\"><bdi>\(text(description))</bdi></p>"
    }
    if !state.actions.isEmpty {
      html += "<div class=\"es-actions\">"
      for action in state.actions {
        html +=
          "<form class=\"es-action-form\" method=\"get\"><button class=\"es-action es-role-\(action.role.rawValue)\" type=\"submit\" name=\"empty-state-action\" value=\"\(Self.escape(action.id.rawValue))\">\(text(action.title))</button></form>"
      }
      html += "</div>"
    }
    return html + "</section>"
  }

  /// `es-` and the FNV-1a hash of the state's words, in eight hex digits.
  private static func identifier(_ state: LocalizedEmptyState) -> String {
    var hash: UInt32 = 0x811C_9DC5
    func add(_ text: String) {
      for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    }
    add(state.localeIdentifier)
    for word in [state.title, state.description ?? ""] {
      add("\n")
      add(word)
    }
    for action in state.actions {
      add("\n")
      add(action.id.rawValue)
      add(":")
      add(action.title)
    }
    let hex = String(hash, radix: 16)
    return "es-" + String(repeating: "0", count: 8 - hex.count) + hex
  }

  /// Text as drawn: the displayable characters (when the floor cleans), escaped, isolates as
  /// `<bdi>`.
  private func text(_ text: String) -> String {
    let drawn = cleansText ? TextHygiene.displayable(text) : text
    guard drawn.utf8.contains(where: { Self.isSpecial($0) || $0 == 0xE2 }) else { return drawn }
    var html = ""
    for scalar in drawn.unicodeScalars {
      switch scalar {
      case TextHygiene.isolateStart: html += "<bdi>"
      case TextHygiene.isolateEnd: html += "</bdi>"
      default: Self.escape(scalar, into: &html)
      }
    }
    return html
  }

  /// Text escaped for an attribute value.
  private static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: isSpecial) else { return text }
    var html = ""
    for scalar in text.unicodeScalars { escape(scalar, into: &html) }
    return html
  }

  /// Whether a byte starts something to escape (`0xE2` starts the isolates, and other scalars).
  private static func isSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"), 0:
      true
    default: false
    }
  }

  private static func escape(_ scalar: Unicode.Scalar, into html: inout String) {
    switch scalar {
    case "&": html += "&amp;"
    case "<": html += "&lt;"
    case ">": html += "&gt;"
    case "\"": html += "&quot;"
    case "'": html += "&#39;"
    case "\u{0}": html += "\u{FFFD}"
    default: html.unicodeScalars.append(scalar)
    }
  }
}
