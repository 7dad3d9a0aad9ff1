/// Swift's reserved words, which the lexer marks ``TokenKind/keyword``.
///
/// Contextual keywords (`some`, `any`, `async`, `get`, `set`, `mutating`, `actor`, …) are
/// names in other positions, so they stay identifiers and the reader decides by position.
enum Keyword {
  /// The reserved words.
  static let all: [String] = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
  ]

  /// The reserved words that name a value, after which `/` divides.
  static let values: Set<String> = ["self", "Self", "super", "true", "false", "nil", "Any"]

  /// A word of up to 15 bytes packed into two integers, so looking one up allocates nothing.
  struct Packed: Hashable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    /// Packs `bytes`, or returns `nil` when they are longer than 15 bytes.
    init?<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
      guard bytes.count <= 15 else { return nil }
      for (index, byte) in bytes.enumerated() {
        if index < 8 {
          low |= UInt64(byte) << (8 * UInt64(index))
        } else {
          high |= UInt64(byte) << (8 * UInt64(index - 8))
        }
      }
      high |= UInt64(bytes.count) << 56
    }
  }

  private static let packedAll = Set(all.compactMap { Packed(Array($0.utf8)) })
  private static let packedValues = Set(values.compactMap { Packed(Array($0.utf8)) })

  /// Whether `bytes` spell a reserved word.
  static func isKeyword(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
    guard let packed = Packed(bytes) else { return false }
    return packedAll.contains(packed)
  }

  /// Whether `bytes` spell a reserved word that names a value (`self`, `nil`, `true`, …).
  static func isValueKeyword(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
    guard let packed = Packed(bytes) else { return false }
    return packedValues.contains(packed)
  }
}
