/// The text a Swift string literal spells, read from its source: delimiters removed, common
/// escapes decoded, each interpolation replaced by a placeholder word, white space collapsed.
enum StringLiteral {
  /// The placeholder an interpolation becomes, so that word counts stay right.
  static let placeholder = "…"

  /// The text of the literal whose source is `source` (`"No Items"`, `#"a\#(b)"#`,
  /// `"""…"""`), or `nil` when `source` is no string literal.
  static func text(of source: String) -> String? {
    var body = Substring(source)
    let hashes = body.prefix { $0 == "#" }.count
    body = body.dropFirst(hashes).dropLast(hashes)
    if body.hasPrefix("\"\"\""), body.hasSuffix("\"\"\""), body.count >= 6 {
      body = body.dropFirst(3).dropLast(3)
    } else if body.hasPrefix("\""), body.hasSuffix("\""), body.count >= 2 {
      body = body.dropFirst().dropLast()
    } else {
      return nil
    }
    let escape = "\\" + String(repeating: "#", count: hashes)
    var result = ""
    var rest = body
    while let start = rest.range(of: escape) {
      result += rest[..<start.lowerBound]
      rest = rest[start.upperBound...]
      guard let next = rest.first else { break }
      rest = rest.dropFirst()
      switch next {
      case "(":
        // Skip to the interpolation's closing parenthesis.
        var depth = 1
        while let character = rest.first, depth > 0 {
          rest = rest.dropFirst()
          if character == "(" { depth += 1 }
          if character == ")" { depth -= 1 }
        }
        result += placeholder
      case "n", "t", "r": result += " "
      case "u":
        if rest.first == "{", let close = rest.firstIndex(of: "}"),
          let value = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16),
          let scalar = Unicode.Scalar(value)
        {
          result.unicodeScalars.append(scalar)
          rest = rest[rest.index(after: close)...]
        }
      default: result.append(next)
      }
    }
    result += rest
    return result.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
