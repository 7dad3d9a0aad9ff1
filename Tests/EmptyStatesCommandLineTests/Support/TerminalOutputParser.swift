/// Splits terminal output, a byte at a time, into characters, C0 controls and control sequences
/// (CSI), for ``TerminalScreen``; OSC strings and other escape sequences are swallowed.
///
/// A UTF-8 sequence may span calls; a sequence cut short or malformed is dropped.
struct TerminalOutputParser: Sendable {
  /// What a byte completed.
  enum Token: Hashable, Sendable {
    /// A character that is not a C0 control.
    case character(Unicode.Scalar)
    /// A C0 control (below 0x20) other than ESC, or DEL.
    case control(UInt8)
    /// `ESC [` parameters final: `parameters` holds the bytes between (e.g. `?1049`, `1;31`).
    case controlSequence(parameters: String, final: UnicodeScalar)
  }

  private enum State: Sendable {
    case ground
    case escape
    case controlSequence(String)
    case operatingSystemCommand
    case operatingSystemCommandEscape
    case escapeIntermediate
  }

  private var state = State.ground
  private var pendingUTF8: [UInt8] = []

  /// Reads one byte; returns the token it completes, if any.
  mutating func parse(_ byte: UInt8) -> Token? {
    switch state {
    case .ground:
      return ground(byte)
    case .escape:
      escape(byte)
    case .controlSequence(let parameters):
      if (0x40...0x7E).contains(byte) {
        state = .ground
        return .controlSequence(parameters: parameters, final: UnicodeScalar(byte))
      } else if byte == 0x1B {
        state = .escape
      } else if byte == 0x18 || byte == 0x1A {
        state = .ground  // CAN and SUB cancel a sequence.
      } else if byte >= 0x20 {
        state = .controlSequence(parameters + String(UnicodeScalar(byte)))
      }
    case .operatingSystemCommand:
      if byte == 0x07 {
        state = .ground
      } else if byte == 0x1B {
        state = .operatingSystemCommandEscape
      }
    case .operatingSystemCommandEscape:
      state = byte == 0x5C ? .ground : .operatingSystemCommand
    case .escapeIntermediate:
      if byte == 0x1B {
        state = .escape
      } else if (0x30...0x7E).contains(byte) {
        state = .ground
      }
    }
    return nil
  }

  private mutating func ground(_ byte: UInt8) -> Token? {
    if byte >= 0x80 || !pendingUTF8.isEmpty { return utf8(byte) }
    switch byte {
    case 0x1B:
      state = .escape
      return nil
    case 0x20...0x7E: return .character(UnicodeScalar(byte))
    default: return .control(byte)
    }
  }

  private mutating func utf8(_ byte: UInt8) -> Token? {
    let isContinuation = byte & 0xC0 == 0x80
    if !pendingUTF8.isEmpty && !isContinuation {
      // A sequence cut short: drop it and read this byte afresh.
      pendingUTF8 = []
      return ground(byte)
    }
    if pendingUTF8.isEmpty && (isContinuation || byte >= 0xF8) {
      return nil  // A stray continuation byte or an invalid lead byte.
    }
    pendingUTF8.append(byte)
    let lead = pendingUTF8[0]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    guard pendingUTF8.count == length else { return nil }
    defer { pendingUTF8 = [] }
    guard let scalar = String(validating: pendingUTF8, as: UTF8.self)?.unicodeScalars.first,
      scalar.value >= 0xA0  // C1 controls draw nothing.
    else { return nil }
    return .character(scalar)
  }

  private mutating func escape(_ byte: UInt8) {
    switch byte {
    case 0x5B: state = .controlSequence("")
    case 0x5D: state = .operatingSystemCommand
    case 0x20...0x2F: state = .escapeIntermediate
    case 0x1B: state = .escape
    default: state = .ground  // ESC 7, ESC 8, ESC =, …: ignored.
    }
  }
}
