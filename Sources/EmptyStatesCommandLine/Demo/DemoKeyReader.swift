import EmptyStates

/// Turns the bytes a raw-mode terminal sends into keys: UTF-8 characters, control keys, and
/// escape sequences (arrow and function keys) read whole so that their letters never count as
/// typing. A character or sequence split between two reads is kept until the rest arrives.
package struct DemoKeyReader {
  /// Bytes of a character or sequence whose end has not arrived yet.
  private var pending: [UInt8] = []

  /// A reader that has read nothing yet.
  package init() {}

  /// The most bytes kept waiting: longer "sequences" are garbage, dropped as one ``DemoKey/other``.
  private static let pendingLimit = 32

  /// The keys in `bytes`, after what an earlier read left unfinished.
  ///
  /// An Esc at the very end of a read is a key of its own: terminals send a sequence in one
  /// write, so a lone Esc is the Esc key.
  package mutating func keys(from bytes: some Sequence<UInt8>) -> [DemoKey] {
    let input = pending + bytes
    pending = []
    var keys: [DemoKey] = []
    var index = 0
    while index < input.count {
      let byte = input[index]
      switch byte {
      case 0x03:
        keys.append(.interrupt)
        index += 1
      case 0x0D, 0x0A:
        keys.append(.enter)
        index += 1
      case 127, 8:
        // DEL, which terminals send for Backspace, and BS, which some send instead.
        keys.append(.backspace)
        index += 1
      case 0x1B:
        guard let end = Self.endOfEscape(in: input, from: index) else {
          keep(input[index...], into: &keys)
          return keys
        }
        keys.append(end == index + 1 ? .escape : .other)
        index = end
      case 0x00..<0x20:
        keys.append(.other)
        index += 1
      default:
        let length = Self.utf8Length(leading: byte)
        guard length > 0 else {
          keys.append(.other)
          index += 1
          continue
        }
        guard index + length <= input.count else {
          keep(input[index...], into: &keys)
          return keys
        }
        let scalarBytes = input[index..<(index + length)]
        if let text = String(validating: scalarBytes, as: UTF8.self),
          let scalar =
            text.unicodeScalars.first, text.unicodeScalars.count == 1, Self.isTypeable(scalar)
        {
          keys.append(.character(Character(scalar)))
        } else {
          keys.append(.other)
        }
        index += length
      }
    }
    return keys
  }

  /// Keeps an unfinished tail for the next read, or drops it as one key when it is too long.
  private mutating func keep(_ tail: ArraySlice<UInt8>, into keys: inout [DemoKey]) {
    if tail.count > Self.pendingLimit {
      keys.append(.other)
    } else {
      pending = Array(tail)
    }
  }

  /// Where the escape sequence starting at `start` ends (the index after it), or `nil` when
  /// its end has not arrived: `ESC` alone at the end of a read is the Esc key.
  private static func endOfEscape(in input: [UInt8], from start: Int) -> Int? {
    let next = start + 1
    guard next < input.count else { return next }
    switch input[next] {
    case UInt8(ascii: "["):
      // CSI: parameters and intermediates, then one final byte from @ to ~.
      var index = next + 1
      while index < input.count {
        if (0x40...0x7E).contains(input[index]) { return index + 1 }
        index += 1
      }
      return nil
    case UInt8(ascii: "O"):
      // SS3: one more byte (F1–F4, keypad arrows).
      return next + 1 < input.count ? next + 2 : nil
    case 0x1B:
      // Esc pressed twice: the first is a key of its own.
      return next
    default:
      // Alt and a key: read as Esc, the key is dropped with it.
      return next + 1
    }
  }

  /// How many bytes a UTF-8 character starting with `byte` takes; 0 for a byte no character
  /// starts with.
  private static func utf8Length(leading byte: UInt8) -> Int {
    switch byte {
    case 0x20..<0x80: 1
    case 0xC2..<0xE0: 2
    case 0xE0..<0xF0: 3
    case 0xF0..<0xF5: 4
    default: 0
    }
  }

  /// Whether a character typed goes into the search field: nothing invisible (controls, and
  /// format characters such as bidi overrides and zero-width joiners that would reorder or hide
  /// what is shown).
  private static func isTypeable(_ scalar: Unicode.Scalar) -> Bool {
    !TextHygiene.isInvisible(scalar)
  }
}
