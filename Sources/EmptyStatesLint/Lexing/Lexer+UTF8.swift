extension Lexer {
  /// Reports each run of bytes that is not well-formed UTF-8 (overlong forms and surrogates
  /// included) at its first byte. Lexing itself reads bytes and never decodes.
  mutating func reportInvalidUTF8() {
    var index = 0
    var previousWasInvalid = false
    while index < buffer.count {
      let byte = buffer[index]
      if byte < 0x80 {
        index += 1
        previousWasInvalid = false
        continue
      }
      let length = validSequenceLength(at: index)
      if length == 0 {
        if !previousWasInvalid { report(.invalidUTF8, at: index) }
        previousWasInvalid = true
        index += 1
      } else {
        previousWasInvalid = false
        index += length
      }
    }
  }

  /// The length of the well-formed UTF-8 sequence at `index`, or 0.
  private func validSequenceLength(at index: Int) -> Int {
    let lead = buffer[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: return 0
    }
    guard index + length <= buffer.count, secondRange.contains(buffer[index + 1]) else {
      return 0
    }
    var continuation = index + 2
    while continuation < index + length {
      guard (0x80...0xBF).contains(buffer[continuation]) else { return 0 }
      continuation += 1
    }
    return length
  }
}
