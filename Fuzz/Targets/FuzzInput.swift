/// Reads structured values from the fuzzer's bytes: each read takes what it needs from the
/// front, and an exhausted input reads as zeros and empty strings, so every input is a valid
/// case and the fuzzer's mutations move smoothly through the cases.
package struct FuzzInput {
  private var bytes: ArraySlice<UInt8>

  /// The input `bytes`, read from the front.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes[...]
  }

  /// Whether every byte has been read.
  package var isEmpty: Bool {
    bytes.isEmpty
  }

  /// One byte.
  package mutating func byte() -> UInt8 {
    bytes.popFirst() ?? 0
  }

  /// A whole number in `range`.
  package mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    var value: UInt64 = 0
    for _ in 0..<4 { value = value << 8 | UInt64(byte()) }
    return range.lowerBound + Int(value % span)
  }

  /// A Boolean.
  package mutating func bool() -> Bool {
    byte() & 1 == 1
  }

  /// One of `choices`.
  package mutating func pick<T>(_ choices: [T]) -> T {
    choices[int(in: 0...(choices.count - 1))]
  }

  /// Text up to the next NUL byte (or the end), as UTF-8 with invalid bytes replaced: the
  /// fuzzer's bytes become any text, controls, bidi overrides and all.
  package mutating func string() -> String {
    let end = bytes.firstIndex(of: 0) ?? bytes.endIndex
    let text = String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
    bytes = end < bytes.endIndex ? bytes[(end + 1)...] : []
    return text
  }

  /// What is left, as bytes.
  package mutating func rest() -> [UInt8] {
    defer { bytes = [] }
    return Array(bytes)
  }
}
