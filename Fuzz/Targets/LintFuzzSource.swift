import Foundation

/// A Swift file the `lint` fuzz target shapes from the fuzzer's bytes: rule triggers
/// (``LintSnippets``) and arbitrary text as code, and the same inside every kind of string
/// literal and comment, with where those literals' text and comments lie.
struct LintFuzzSource {
  /// The file.
  private(set) var text = LintSnippets.prologue
  /// The UTF-8 byte ranges inside string literals (not their interpolations) and comments: no
  /// finding may lie in one. Each with what it is, for the report.
  private(set) var quiet: [(range: Range<Int>, kind: String)] = []
  /// A counter for the names of the constants the strings are bound to.
  private var names = 0

  /// Shapes a file from `input`.
  init(_ input: inout FuzzInput) {
    for _ in 0..<input.int(in: 1...6) {
      // Arbitrary text goes only inside literals and comments: as code, an unclosed `"""` or
      // `/*` would swallow the pieces after it, and their text would no longer be quiet.
      let kind = input.int(in: 0...9)
      let body = kind == 0 || input.bool() ? input.pick(LintSnippets.all) : input.string()
      switch kind {
      case 0: text += body + "\n"
      case 1: addString(body, &input, depth: 0)
      case 2: addMultilineString(body)
      case 3: addRawString(body, multiline: false)
      case 4: addRawString(body, multiline: true)
      case 5: addComment("// ", body)
      case 6: addComment("/// ", body)
      case 7: addBlockComment("/* ", body, nested: false)
      case 8: addBlockComment("/** ", body, nested: false)
      default: addBlockComment("/* ", body, nested: true)
      }
    }
    text += LintSnippets.epilogue
  }

  /// Where the next text goes, in UTF-8 bytes.
  private var offset: Int { text.utf8.count }

  /// Starts a declaration that a string literal ends.
  private mutating func bind() {
    text += "    let fuzz\(names) = "
    names += 1
  }

  /// `"…"`, with an interpolation holding a nested string or a name when `input` says so.
  private mutating func addString(_ body: String, _ input: inout FuzzInput, depth: Int) {
    if depth == 0 { bind() }
    // Split before escaping, so that no escape is cut in two.
    let split = body.index(body.startIndex, offsetBy: input.int(in: 0...body.count))
    var start = offset
    text += "\"" + Self.escaped(String(body[..<split]), breaks: true)
    if depth < 2, input.bool() {
      quiet.append((start..<offset, "a string"))
      text += "\\(count + "
      if input.bool() {
        addString(
          input.bool() ? input.pick(LintSnippets.all) : input.string(), &input, depth: depth + 1)
      } else {
        text += "items.isEmpty.description"
      }
      text += ")"
      start = offset
    }
    text += Self.escaped(String(body[split...]), breaks: true) + "\""
    quiet.append((start..<offset, "a string"))
    if depth == 0 { text += "\n" }
  }

  /// `"""` on lines of their own around the text.
  private mutating func addMultilineString(_ body: String) {
    bind()
    let start = offset
    text += "\"\"\"\n" + Self.escaped(body, breaks: false) + "\n\"\"\""
    quiet.append((start..<offset, "a multi-line string"))
    text += "\n"
  }

  /// `#"…"#` with more `#` than any run in the text, so nothing inside closes or interpolates.
  private mutating func addRawString(_ body: String, multiline: Bool) {
    bind()
    var run = 0
    var longest = 0
    for scalar in body.unicodeScalars {
      run = scalar == "#" ? run + 1 : 0
      longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    let start = offset
    if multiline {
      text += hashes + "\"\"\"\n" + body + "\n\"\"\"" + hashes
    } else {
      text += hashes + "\"" + Self.oneLine(body) + "\"" + hashes
    }
    quiet.append((start..<offset, multiline ? "a raw multi-line string" : "a raw string"))
    text += "\n"
  }

  /// A line comment: `introducer` and the text on one line.
  private mutating func addComment(_ introducer: String, _ body: String) {
    let start = offset
    text += "    " + introducer + Self.oneLine(body)
    quiet.append((start + 4..<offset, "a line comment"))
    text += "\n"
  }

  /// A block comment, or one with another nested inside.
  private mutating func addBlockComment(_ introducer: String, _ body: String, nested: Bool) {
    let inner = Self.withoutCommentMarks(body)
    let start = offset
    text += introducer + (nested ? "a /* " + inner + " */ b" : inner) + " */"
    quiet.append((start..<offset, nested ? "a nested block comment" : "a block comment"))
    text += "\n"
  }

  /// `text` as a string literal's content: `\` and `"` escaped, and line breaks too when
  /// `breaks` (a single-line literal).
  private static func escaped(_ text: String, breaks: Bool) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n" where breaks: result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` on one line: each line break a space.
  private static func oneLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
  }

  /// `text` with `/*` and `*/` broken, so that it neither opens nor closes a comment.
  private static func withoutCommentMarks(_ text: String) -> String {
    var result = text
    while result.contains("/*") || result.contains("*/") {
      result = result.replacingOccurrences(of: "/*", with: "/ *")
        .replacingOccurrences(of: "*/", with: "* /")
    }
    return result
  }
}
