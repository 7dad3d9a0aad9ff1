/// A tag of an HTML document as a browser's tokenizer reads it: its name and its attributes.
/// Comments, doctypes and a `<` that starts no tag are tags too (`!--`, `!doctype`, `<`), so a
/// test sees everything that is not text.
public struct HTMLTag: Hashable, Sendable, CustomStringConvertible {
  /// One `name="value"`, the value with its character references as written.
  public struct Attribute: Hashable, Sendable {
    /// The name, lower-cased.
    public var name: String
    /// The value as written, without its quotes.
    public var value: String
  }

  /// The name, lower-cased; `/name` for an end tag.
  public var name: String
  /// The attributes, in order.
  public var attributes: [Attribute]

  /// The name and the sorted attribute names: what the tag is, whatever text it holds.
  public var shape: String {
    ([name] + attributes.map(\.name).sorted()).joined(separator: " ")
  }

  /// The tag's shape.
  public var description: String { shape }

  /// The elements whose content is text up to their end tag, never markup: in HTML, not
  /// inside an `svg` element, where they are markup like any other.
  private static let rawText: Set<String> = ["style", "script", "title", "textarea"]

  /// Every tag of `html`, in order.
  public static func tags(in html: String) -> [HTMLTag] {
    var tags: [HTMLTag] = []
    var reader = Reader(bytes: Array(html.utf8))
    var svgDepth = 0
    while let tag = reader.next() {
      tags.append(tag)
      if tag.name == "svg" { svgDepth += 1 }
      if tag.name == "/svg" { svgDepth = max(0, svgDepth - 1) }
      if svgDepth == 0, rawText.contains(tag.name) {
        reader.skip(pastEndTag: tag.name)
      }
    }
    return tags
  }

  /// Reads tags from UTF-8 bytes; all of HTML's syntax is ASCII.
  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    mutating func next() -> HTMLTag? {
      while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
      guard index < bytes.count else { return nil }
      let start = index
      index += 1
      if starts(with: "!--") {
        index = find("-->").map { $0 + 3 } ?? bytes.count
        return HTMLTag(name: "!--", attributes: [])
      }
      if starts(with: "!") || starts(with: "?") {
        let word = name(from: index + 1)
        index = find(">").map { $0 + 1 } ?? bytes.count
        return HTMLTag(name: String(UnicodeScalar(bytes[start + 1])) + word, attributes: [])
      }
      if starts(with: "/"), index + 1 < bytes.count, isLetter(bytes[index + 1]) {
        let word = name(from: index + 1)
        index = find(">").map { $0 + 1 } ?? bytes.count
        return HTMLTag(name: "/" + word, attributes: [])
      }
      guard index < bytes.count, isLetter(bytes[index]) else {
        return HTMLTag(name: "<", attributes: [])
      }
      let word = name(from: index)
      index += word.utf8.count
      return HTMLTag(name: word, attributes: attributes())
    }

    mutating func skip(pastEndTag name: String) {
      let end = Array("</\(name)".utf8)
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "<"), matches(end, at: index, ignoringCase: true) {
          return
        }
        index += 1
      }
    }

    private mutating func attributes() -> [Attribute] {
      var attributes: [Attribute] = []
      while true {
        while index < bytes.count, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") {
          index += 1
        }
        guard index < bytes.count, bytes[index] != UInt8(ascii: ">") else {
          index += 1
          return attributes
        }
        let nameStart = index
        repeat {
          index += 1
        } while index < bytes.count
          && !isSpace(bytes[index]) && !"=>/".utf8.contains(bytes[index])
        let name = String(decoding: bytes[nameStart..<index].map(lower), as: UTF8.self)
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        var value = ""
        if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
          index += 1
          while index < bytes.count, isSpace(bytes[index]) { index += 1 }
          value = self.value()
        }
        attributes.append(Attribute(name: name, value: value))
      }
    }

    private mutating func value() -> String {
      guard index < bytes.count else { return "" }
      let quote = bytes[index]
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        let start = index + 1
        index = start
        while index < bytes.count, bytes[index] != quote { index += 1 }
        defer { index += 1 }
        return String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
      }
      let start = index
      while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
        index += 1
      }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func name(from start: Int) -> String {
      var end = start
      while end < bytes.count, !isSpace(bytes[end]), !"/>".utf8.contains(bytes[end]) { end += 1 }
      return String(decoding: bytes[start..<end].map(lower), as: UTF8.self)
    }

    private func starts(with text: String) -> Bool {
      matches(Array(text.utf8), at: index)
    }

    private func find(_ text: String) -> Int? {
      let pattern = Array(text.utf8)
      var position = index
      while position < bytes.count {
        if bytes[position] == pattern[0], matches(pattern, at: position) { return position }
        position += 1
      }
      return nil
    }

    private func matches(_ pattern: [UInt8], at position: Int, ignoringCase: Bool = false)
      -> Bool
    {
      guard position + pattern.count <= bytes.count else { return false }
      for offset in 0..<pattern.count {
        let byte = bytes[position + offset]
        if (ignoringCase ? lower(byte) : byte) != pattern[offset] { return false }
      }
      return true
    }

    private func isLetter(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower(byte))
    }

    private func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private func lower(_ byte: UInt8) -> UInt8 {
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
  }
}
