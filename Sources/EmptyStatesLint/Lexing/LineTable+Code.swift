extension LineTable {
  /// Line `line` (from 1) of `bytes` with its runs of white space collapsed to one space and its
  /// ends trimmed: the code a baseline matches a finding by. Empty past the last line.
  func code(onLine line: Int, in bytes: [UInt8]) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : bytes.count
    while end > start, bytes[end - 1] == ASCII.lineFeed || bytes[end - 1] == ASCII.carriageReturn {
      end -= 1
    }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    return text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }
}
