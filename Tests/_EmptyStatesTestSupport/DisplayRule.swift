/// What text shown to a person may hold, as the tests and the fuzz targets judge every
/// renderer's and command's output — written apart from the code under test, once: no scalar
/// that can drive a terminal or reorder the text after it, and first-strong isolates (the
/// renderers' own) closed on the line that opens them.
public enum DisplayRule {
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

  /// What breaks the rule in `line`, text without its styling and without a line feed: each
  /// forbidden scalar (a tab passes where `allowingTab`), an isolate closed that was never
  /// opened, and isolates left open at its end. One problem a line each; empty when it is safe.
  public static func problems(inLine line: some StringProtocol, allowingTab: Bool = false)
    -> [String]
  {
    var problems: [String] = []
    var depth = 0
    for scalar in line.unicodeScalars {
      switch scalar {
      case "\u{2068}":
        depth += 1
      case "\u{2069}":
        depth -= 1
        if depth < 0 {
          problems.append("an isolate closed that was never opened")
          depth = 0
        }
      case "\t" where allowingTab:
        continue
      default:
        if isForbidden(scalar) {
          problems.append(
            "U+\(String(scalar.value, radix: 16, uppercase: true)) reaches the screen")
        }
      }
    }
    if depth > 0 { problems.append("\(depth) isolates left open") }
    return problems
  }

  /// `text` without its styling: every Select Graphic Rendition sequence (`ESC [`, digits and
  /// semicolons, `m`) taken out. Any other escape sequence stays, so that its ESC is what
  /// ``problems(inLine:allowingTab:)`` reports.
  public static func withoutStyling(_ text: String) -> String {
    var plain = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == "\u{1B}", index < scalars.count, scalars[index] == "[" {
        var end = index + 1
        while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" {
          end += 1
        }
        if end < scalars.count, scalars[end] == "m" {
          index = end + 1
          continue
        }
      }
      plain.append(scalar)
    }
    return String(plain)
  }
}
