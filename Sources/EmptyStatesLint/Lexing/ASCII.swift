/// The bytes the lexer tests for, by name.
enum ASCII {
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let verticalTab: UInt8 = 0x0B
  static let formFeed: UInt8 = 0x0C
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let nul: UInt8 = 0
  static let quote = UInt8(ascii: "\"")
  static let pound = UInt8(ascii: "#")
  static let slash = UInt8(ascii: "/")
  static let backslash = UInt8(ascii: "\\")
  static let star = UInt8(ascii: "*")
  static let leftParen = UInt8(ascii: "(")
  static let rightParen = UInt8(ascii: ")")
  static let period = UInt8(ascii: ".")
  static let backtick = UInt8(ascii: "`")
  static let underscore = UInt8(ascii: "_")
  static let dollar = UInt8(ascii: "$")
  static let questionMark = UInt8(ascii: "?")
  static let exclamationMark = UInt8(ascii: "!")
  static let equals = UInt8(ascii: "=")

  /// Whether `byte` is a line break.
  static func isLineBreak(_ byte: UInt8) -> Bool {
    byte == lineFeed || byte == carriageReturn
  }

  /// Whether `byte` is a space or tab (the white space that may end a line).
  static func isHorizontalSpace(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == verticalTab || byte == formFeed
  }

  /// Whether `byte` is `0`–`9`.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether `byte` is a hexadecimal digit.
  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
  }

  /// Whether `byte` may start a name: a letter, `_`, `$` or any non-ASCII byte (Swift allows
  /// most of Unicode in names; the lexer does not judge which).
  static func isIdentifierHead(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte == underscore
      || byte == dollar || byte >= 0x80
  }

  /// Whether `byte` may continue a name.
  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierHead(byte) || isDigit(byte)
  }

  /// Whether `byte` is an operator character: `/ = - + ! * % < > & | ^ ~ ?`.
  static func isOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"):
      true
    default: false
    }
  }
}
