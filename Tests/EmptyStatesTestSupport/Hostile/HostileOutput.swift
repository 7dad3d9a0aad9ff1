/// What a renderer or command may make of hostile input, as checks that return what they find
/// wrong (nothing when the output is safe): no markup, URL, escape sequence, control character
/// or unbalanced bidirectional formatting from the input, one clear line for an error, and
/// output whose size stays in proportion to the input.
public enum HostileOutput {
  /// How many output bytes an input byte may become, at most: escaping (`&#x202e;`) and a text
  /// shown in several places (title, heading, label) multiply it, a quadratic blow-up does not
  /// stay under it.
  public static let expansion = 64

  /// Whether a scalar can drive a terminal or reorder the text after it: C0 controls but the line
  /// feed, DEL, C1 controls, line and paragraph separators, bidirectional embeddings and
  /// overrides, and left-to-right and right-to-left isolates (first-strong isolates are the
  /// renderers' own, checked for balance instead).
  public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066, 0x2067: true
    default: false
    }
  }

  /// Problems with terminal output: an escape sequence other than SGR styling (`ESC [ digits
  /// m`, and none at all in plain text), a forbidden scalar, a line whose first-strong isolates
  /// do not balance, or a size out of proportion to `input`.
  public static func terminalViolations(_ output: String, styled: Bool, input: String)
    -> [String]
  {
    var problems: [String] = []
    var line = 1
    var depth = 0
    let scalars = Array(output.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if styled, scalar == "\u{1B}", index < scalars.count, scalars[index] == "[" {
        var end = index + 1
        while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" {
          end += 1
        }
        if end < scalars.count, scalars[end] == "m" {
          index = end + 1
          continue
        }
      }
      switch scalar {
      case "\n":
        if depth != 0 { problems.append("line \(line): \(depth) isolates left open") }
        depth = 0
        line += 1
      case "\u{2068}":
        depth += 1
      case "\u{2069}":
        depth -= 1
        if depth < 0 {
          problems.append("line \(line): an isolate closed that was never opened")
          depth = 0
        }
      default:
        if isForbidden(scalar) {
          problems.append(
            "line \(line): U+\(String(scalar.value, radix: 16, uppercase: true)) reaches the terminal"
          )
        }
      }
    }
    if depth != 0 { problems.append("the last line leaves \(depth) isolates open") }
    return Array(problems.prefix(5)) + sizeViolations(output, input: input)
  }

  /// Problems with HTML made from hostile input, judged against `twins`: the same call with
  /// harmless text. The hostile render may hold no tag or attribute no twin has, no more tags
  /// than the largest twin, no event-handler attribute, no script URL, no forbidden scalar, and
  /// no more than ``expansion`` bytes for each input byte.
  public static func htmlViolations(_ html: String, twins: HTMLTwins, input: String) -> [String] {
    var problems: [String] = []
    let tags = HTMLTwins.tags(html)
    for tag in tags.filter({ !twins.shapes.contains($0.shape) }).prefix(3) {
      problems.append("a tag no harmless input makes: <\(tag.shape)>")
    }
    if tags.count > twins.mostTags {
      problems.append("\(tags.count) tags, where harmless input makes at most \(twins.mostTags)")
    }
    for tag in tags {
      for attribute in tag.attributes {
        if attribute.name.hasPrefix("on") {
          problems.append("an event handler: <\(tag.name) \(attribute.name)>")
        }
        if ["href", "src", "action", "formaction", "xlink:href"].contains(attribute.name),
          let scheme = scriptScheme(attribute.value)
        {
          problems.append("a \(scheme) URL in <\(tag.name) \(attribute.name)>")
        }
      }
    }
    if let scalar = firstForbidden(in: html, allowingTab: true) {
      problems.append("U+\(String(scalar, radix: 16, uppercase: true)) in the HTML")
    }
    return problems
      + sizeViolations(html, input: input, beyond: twins.largest)
  }

  /// The longest error line: a path or value quoted in it is cut at 1,024 scalars, each
  /// written as at most `\u{10ffff}`.
  public static let errorLineLimit = 16_384

  /// Problems with what a failed command printed on standard error: anything but one line
  /// `error: …`, free of forbidden scalars and at most ``errorLineLimit`` bytes long.
  public static func errorLineViolations(_ standardError: String) -> [String] {
    var problems = lineViolations(standardError)
    if !standardError.hasPrefix("error: ") {
      problems.append("the error does not start with \"error: \"")
    }
    if standardError.filter({ $0 == "\n" }).count != 1 || !standardError.hasSuffix("\n") {
      problems.append("the error is not one line")
    }
    if standardError.utf8.count > errorLineLimit {
      problems.append("the error line is \(standardError.utf8.count) bytes long")
    }
    return problems
  }

  /// Problems with text printed for a person or a log: a forbidden scalar on any line.
  public static func lineViolations(_ text: String) -> [String] {
    guard let scalar = firstForbidden(in: text, allowingTab: false) else { return [] }
    return ["U+\(String(scalar, radix: 16, uppercase: true)) in the printed text"]
  }

  /// The first scalar of `text` that ``isForbidden(_:)`` names, read from its UTF-8 (quick on
  /// megabytes): a tab passes where `allowingTab`.
  static func firstForbidden(in text: String, allowingTab: Bool) -> UInt32? {
    let bytes = Array(text.utf8)
    for (index, byte) in bytes.enumerated() {
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      let third = index + 2 < bytes.count ? bytes[index + 2] : 0
      switch byte {
      case 0x0A: continue
      case 0x09 where allowingTab: continue
      case 0x00...0x1F, 0x7F: return UInt32(byte)
      case 0xC2 where (0x80...0x9F).contains(next): return UInt32(next)
      case 0xE2 where next == 0x80 && (0xA8...0xAE).contains(third):
        return 0x2000 + UInt32(third - 0x80)
      case 0xE2 where next == 0x81 && (0xA6...0xA7).contains(third):
        return 0x2040 + UInt32(third - 0x80)
      default: continue
      }
    }
    return nil
  }

  /// A problem when `output` is larger than ``expansion`` bytes an input byte, beyond `beyond`
  /// bytes that any input gets (markup, stylesheet, layout).
  public static func sizeViolations(_ output: String, input: String, beyond: Int = 16_384)
    -> [String]
  {
    let limit = beyond + expansion * input.utf8.count
    let size = output.utf8.count
    return size <= limit ? [] : ["\(size) bytes of output for \(input.utf8.count) of input"]
  }

  /// The scheme of a URL that runs script or carries a document (`javascript`, `vbscript`,
  /// `data`), read as a browser reads an attribute: leading controls and spaces trimmed,
  /// character references decoded, tabs and line breaks removed, case ignored. A scheme is
  /// looked for in the first 256 scalars after the leading blanks.
  public static func scriptScheme(_ value: String) -> String? {
    let start = value.unicodeScalars.drop { $0.value <= 0x20 }.prefix(256)
    let decoded = decodingReferences(String(String.UnicodeScalarView(start))).unicodeScalars
      .filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
    let lowered = String(String.UnicodeScalarView(decoded.drop { $0.value <= 0x20 })).lowercased()
    return ["javascript", "vbscript", "data"].first { lowered.hasPrefix($0 + ":") }
  }

  /// `text` with its numeric character references and `&amp;`, `&quot;`, `&apos;`, `&lt;`,
  /// `&gt;`, `&colon;`, `&tab;` and `&newline;` decoded.
  static func decodingReferences(_ text: String) -> String {
    let named = [
      "amp": "&", "quot": "\"", "apos": "'", "lt": "<", "gt": ">", "colon": ":", "tab": "\t",
      "newline": "\n",
    ]
    var result = ""
    var rest = text[...]
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      rest = rest[rest.index(after: ampersand)...]
      let body = rest.prefix { $0.isLetter || $0.isNumber || $0 == "#" }
      var replacement: String?
      if body.hasPrefix("#x") || body.hasPrefix("#X") {
        replacement = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map {
          String($0)
        }
      } else if body.hasPrefix("#") {
        replacement = UInt32(body.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
      } else {
        replacement = named[body.lowercased()]
      }
      guard let replacement else {
        result += "&"
        continue
      }
      result += replacement
      rest = rest.dropFirst(body.count)
      if rest.first == ";" { rest = rest.dropFirst() }
    }
    return result + rest
  }
}
