/// Where each line of a file starts, to turn byte offsets into lines and columns.
struct LineTable: Sendable {
  /// The offset of each line's first byte; the first line starts at 0.
  private(set) var lineStarts: [Int] = [0]

  /// Finds the lines of `bytes`: `\n`, `\r\n` and a lone `\r` each end one.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == ASCII.lineFeed {
        lineStarts.append(index)
      } else if byte == ASCII.carriageReturn {
        if index < bytes.count, bytes[index] == ASCII.lineFeed { index += 1 }
        lineStarts.append(index)
      }
    }
  }

  /// The location of `offset`, found by binary search.
  func location(of offset: Int) -> SourceLocation {
    var lineIndex = 0
    return location(of: offset, from: &lineIndex)
  }

  /// The location of `offset`, searching forward from `lineIndex` (0-based) and leaving it at
  /// the offset's line: walking increasing offsets this way costs one pass over the lines.
  func location(of offset: Int, from lineIndex: inout Int) -> SourceLocation {
    if lineIndex + 1 < lineStarts.count, lineStarts[lineIndex + 1] <= offset {
      // Far ahead: jump by binary search rather than walking.
      var low = lineIndex + 1
      var high = lineStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
      lineIndex = low
    }
    return SourceLocation(
      offset: offset, line: lineIndex + 1, column: offset - lineStarts[lineIndex] + 1)
  }
}
