/// Parses an old-style (OpenStep) property list such as `project.pbxproj`: `{ } ( ) = ; ,`,
/// quoted strings with `\` escapes, bare words, `/* … */` and `// …` comments.
///
/// Pragmatic rather than complete (no `<data>`), and it never crashes: malformed input throws
/// an error that says where reading stopped. Nesting deeper than ``maximumDepth`` is an error too.
struct OldStylePropertyListParser {
  /// How deep arrays and dictionaries may nest; real projects use fewer than ten levels.
  static let maximumDepth = 200

  private let bytes: [UInt8]
  private var offset = 0

  private init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The value `text` holds.
  /// - Throws: ``DeploymentTargetReadError`` when `text` is not a whole old-style property list.
  static func parse(_ text: String) throws(DeploymentTargetReadError) -> PropertyListValue {
    var parser = OldStylePropertyListParser(text)
    let value = try parser.value(depth: 0)
    try parser.skipTrivia()
    guard parser.offset == parser.bytes.count else { throw parser.error("text after the end") }
    return value
  }

  private mutating func value(depth: Int) throws(DeploymentTargetReadError) -> PropertyListValue {
    guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth)") }
    try skipTrivia()
    guard offset < bytes.count else { throw error("unexpected end of file") }
    switch bytes[offset] {
    case UInt8(ascii: "{"):
      offset += 1
      var entries: [String: PropertyListValue] = [:]
      while try !consume("}") {
        let key = try string()
        try expect("=")
        entries[key] = try value(depth: depth + 1)
        try expect(";")
      }
      return .dictionary(entries)
    case UInt8(ascii: "("):
      offset += 1
      var values: [PropertyListValue] = []
      while try !consume(")") {
        values.append(try value(depth: depth + 1))
        if try !consume(",") {
          try expect(")")
          break
        }
      }
      return .array(values)
    default:
      return .string(try string())
    }
  }

  /// A quoted string or a bare word.
  private mutating func string() throws(DeploymentTargetReadError) -> String {
    try skipTrivia()
    guard offset < bytes.count else { throw error("unexpected end of file") }
    if bytes[offset] == UInt8(ascii: "\"") { return try quoted() }
    let start = offset
    while offset < bytes.count, Self.isBare(bytes[offset]) { offset += 1 }
    guard offset > start else {
      throw error("unexpected '\(String(decoding: [bytes[offset]], as: UTF8.self))'")
    }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  private mutating func quoted() throws(DeploymentTargetReadError) -> String {
    let start = offset
    offset += 1
    var text: [UInt8] = []
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard offset < bytes.count else { break }
        let escaped = bytes[offset]
        offset += 1
        switch escaped {
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        default: text.append(escaped)
        }
      default: text.append(byte)
      }
    }
    offset = start
    throw error("unterminated string")
  }

  /// Skips `character` if it comes next (after trivia); whether it did.
  private mutating func consume(_ character: Unicode.Scalar) throws(DeploymentTargetReadError)
    -> Bool
  {
    try skipTrivia()
    guard offset < bytes.count else { throw error("unexpected end of file") }
    guard bytes[offset] == UInt8(ascii: character) else { return false }
    offset += 1
    return true
  }

  private mutating func expect(_ character: Unicode.Scalar) throws(DeploymentTargetReadError) {
    guard try consume(character) else { throw error("expected '\(character)'") }
  }

  /// Skips white space and comments.
  private mutating func skipTrivia() throws(DeploymentTargetReadError) {
    while offset < bytes.count {
      let byte = bytes[offset]
      let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
      if byte == UInt8(ascii: " ") || (9...13).contains(byte) {
        offset += 1
      } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
        let start = offset
        offset += 2
        while offset + 1 < bytes.count,
          !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/"))
        {
          offset += 1
        }
        guard offset + 1 < bytes.count else {
          offset = start
          throw error("unterminated comment")
        }
        offset += 2
      } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
      } else {
        return
      }
    }
  }

  /// Whether `byte` may appear in a bare word: letters, digits, `_ $ / : . -` and non-ASCII.
  private static func isBare(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
      UInt8(ascii: "."), UInt8(ascii: "-"):
      true
    default: byte >= 0x80
    }
  }

  private func error(_ reason: String) -> DeploymentTargetReadError {
    DeploymentTargetReadError(kind: "project.pbxproj", reason: "\(reason) at byte \(offset)")
  }
}
