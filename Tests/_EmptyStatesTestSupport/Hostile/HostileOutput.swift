/// What a renderer or command may make of hostile input, as checks that return what they find
/// wrong (nothing when the output is safe): no markup, URL, escape sequence, control character
/// or unbalanced bidirectional formatting from the input, one clear line for an error, and
/// output whose size stays in proportion to the input.
public enum HostileOutput {
  /// How many output bytes an input byte may become, at most: escaping (`&#x202e;`) and a text
  /// shown in several places (title, heading, label) multiply it, a quadratic blow-up does not
  /// stay under it.
  public static let expansion = 64

  /// Problems with terminal output: an escape sequence other than SGR styling (`ESC [ digits
  /// m`, and none at all in plain text), a forbidden scalar, a line whose first-strong isolates
  /// do not balance, or a size out of proportion to `input`.
  public static func terminalViolations(_ output: String, styled: Bool, input: String)
    -> [String]
  {
    var problems: [String] = []
    let text = styled ? DisplayRule.withoutStyling(output) : output
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated() {
      problems += DisplayRule.problems(inLine: line).map { "line \(number + 1): \($0)" }
    }
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

  /// The first scalar of `text` that ``DisplayRule/isForbidden(_:)`` names: a tab passes where
  /// `allowingTab`.
  static func firstForbidden(in text: String, allowingTab: Bool) -> UInt32? {
    text.unicodeScalars.first { scalar in
      DisplayRule.isForbidden(scalar) && !(allowingTab && scalar == "\t")
    }?.value
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
