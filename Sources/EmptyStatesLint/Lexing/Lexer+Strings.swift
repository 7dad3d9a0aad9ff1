extension Lexer {
  /// A string literal starting at the current position, which is its first `#` or its `"`;
  /// `poundCount` is the number of `#`.
  ///
  /// One token covers the whole literal, interpolations and the strings nested in them
  /// included. A single-line literal that meets a line break is reported unterminated and ends
  /// there; a multi-line one ends at the end of the file.
  mutating func lexString(poundCount: Int) {
    let start = position
    frames.removeAll(keepingCapacity: true)
    frames.append(openString(poundCount: poundCount))
    let outerIsMultiline = frames[0].isMultiline
    while let top = frames.last {
      guard position < buffer.count else {
        report(.unterminatedString, at: start)
        break
      }
      let byte = buffer[position]
      if ASCII.isLineBreak(byte), !outerIsMultiline {
        report(.unterminatedString, at: start)
        break
      }
      if top.isString {
        scanStringText(byte, in: top)
      } else {
        scanInterpolationCode(byte)
      }
    }
    frames.removeAll(keepingCapacity: true)
    emit(.stringLiteral, from: start)
  }

  /// Reads an opening delimiter (`#`s, then `"` or `"""`) and returns its frame.
  private mutating func openString(poundCount: Int) -> StringFrame {
    let start = position
    position += poundCount + 1
    var isMultiline = false
    if peek(0) == ASCII.quote, peek(1) == ASCII.quote {
      isMultiline = true
      position += 2
    }
    return StringFrame(
      isString: true, poundCount: poundCount, isMultiline: isMultiline, start: start)
  }

  /// Whether `count` `#` follow at `offset`.
  private func hasPounds(_ count: Int, at offset: Int) -> Bool {
    guard offset + count <= buffer.count else { return false }
    var index = offset
    while index < offset + count {
      if buffer[index] != ASCII.pound { return false }
      index += 1
    }
    return true
  }

  private mutating func scanStringText(_ byte: UInt8, in frame: StringFrame) {
    switch byte {
    case ASCII.backslash where hasPounds(frame.poundCount, at: position + 1):
      let escaped = position + 1 + frame.poundCount
      if escaped < buffer.count, buffer[escaped] == ASCII.leftParen {
        frames.append(StringFrame(isString: false, parenDepth: 1))
        position = escaped + 1
      } else if escaped < buffer.count, !ASCII.isLineBreak(buffer[escaped]) || frame.isMultiline {
        position = escaped + 1
      } else {
        position = escaped
      }
    case ASCII.quote:
      let quotes = frame.isMultiline ? 3 : 1
      var index = position
      while index < position + quotes, index < buffer.count, buffer[index] == ASCII.quote {
        index += 1
      }
      if index == position + quotes, hasPounds(frame.poundCount, at: index) {
        frames.removeLast()
        position = index + frame.poundCount
      } else {
        position += 1
      }
    case _ where ASCII.isLineBreak(byte) && !frame.isMultiline:
      // A single-line string nested in a multi-line literal's interpolation.
      report(.unterminatedString, at: frame.start)
      frames.removeLast()
    default:
      position += 1
    }
  }

  private mutating func scanInterpolationCode(_ byte: UInt8) {
    switch byte {
    case ASCII.leftParen:
      frames[frames.count - 1].parenDepth += 1
      position += 1
    case ASCII.rightParen:
      frames[frames.count - 1].parenDepth -= 1
      position += 1
      if frames[frames.count - 1].parenDepth == 0 { frames.removeLast() }
    case ASCII.quote:
      frames.append(openString(poundCount: 0))
    case ASCII.pound:
      let pounds = poundCount(at: position)
      if position + pounds < buffer.count, buffer[position + pounds] == ASCII.quote {
        frames.append(openString(poundCount: pounds))
      } else {
        position += pounds
      }
    case ASCII.slash where peek() == ASCII.slash:
      skipToEndOfLine()
    case ASCII.slash where peek() == ASCII.star:
      skipBlockComment()
    default:
      position += 1
    }
  }
}
