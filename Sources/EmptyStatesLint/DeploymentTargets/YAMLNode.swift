import Foundation

/// One node of the indentation-based reader behind ``XcodeGenDeploymentTargets`` and
/// ``XcodeGenSourceMembership``: its scalar value (unquoted), the mapping indented under it and
/// the block list (`- …` items) under it, in file order.
struct YAMLNode: Sendable {
  /// The scalar after the colon (or after an item's `- `), without quotes; `nil` when the line
  /// ends there.
  var value: String?
  /// The keys indented under this one, in file order.
  var children: [(key: String, node: YAMLNode)] = []
  /// The items of the block list under this key (`- a`, or `- path: a` and the keys indented
  /// with it), in file order.
  var items: [YAMLNode] = []

  /// The child named `key`.
  subscript(key: String) -> YAMLNode? {
    children.first { $0.key == key }?.node
  }

  /// The value as a list: `[iOS, macOS]` gives both names, a scalar gives itself, a block list
  /// gives its scalar items.
  var listValues: [String] {
    guard let value else { return items.compactMap(\.value) }
    guard value.hasPrefix("["), value.hasSuffix("]") else { return [value] }
    return value.dropFirst().dropLast().split(separator: ",").map {
      YAMLNode.unquoted($0.trimmingCharacters(in: .whitespaces))
    }
  }

  /// An open node while parsing: where its content is indented, its key (`nil` for a list item)
  /// and the node.
  private typealias Frame = (indent: Int, key: String?, node: YAMLNode)

  /// The mapping `text` holds, as the children of a root node.
  /// - Throws: ``DeploymentTargetReadError`` on a tab in the indentation or a line that is not
  ///   `key: value`, a list item, a comment or blank.
  static func parse(_ text: String) throws(DeploymentTargetReadError) -> YAMLNode {
    // The open nodes, innermost last; the root has indentation -1. A list may sit at its key's
    // own indentation (`sources:` then `- a` under the `s`).
    var stack: [Frame] = [(-1, "", YAMLNode())]
    // While inside a block scalar (`script: |`), the indentation of its key: lines indented
    // deeper are its text.
    var blockScalarKeyIndent: Int?
    for (number, rawLine) in text.split(
      omittingEmptySubsequences: false, whereSeparator: \.isNewline
    ).enumerated() {
      let line = withoutComment(rawLine)
      var content = line.drop { $0 == " " }
      var indent = line.count - content.count
      if content.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      if let keyIndent = blockScalarKeyIndent {
        if indent > keyIndent { continue }
        blockScalarKeyIndent = nil
      }
      if content.hasPrefix("---") { continue }
      guard content.first != "\t" else {
        throw DeploymentTargetReadError(
          kind: "project.yml", reason: "line \(number + 1): indent with spaces, not tabs")
      }
      let colon: Substring.Index
      if content == "-" || content.hasPrefix("- ") {
        close(&stack) { $0.indent > indent || ($0.indent == indent && $0.key == nil) }
        stack.append((indent, nil, YAMLNode()))
        let rest = content.dropFirst().drop { $0 == " " }
        indent += content.count - rest.count
        content = rest
        guard !content.isEmpty else { continue }
        guard let found = keyColon(in: content) else {
          stack[stack.count - 1].node.value = unquoted(
            content.trimmingCharacters(in: .whitespaces))
          continue
        }
        colon = found
      } else if content.hasPrefix("-") {
        // A scalar that starts with a dash (`-D DEBUG` under `OTHER_SWIFT_FLAGS:`) is no key.
        continue
      } else {
        guard let found = keyColon(in: content) else {
          throw DeploymentTargetReadError(
            kind: "project.yml", reason: "line \(number + 1): expected key: value")
        }
        close(&stack) { $0.indent >= indent }
        colon = found
      }
      let opened = entry(content, colon: colon, indent: indent)
      stack.append(opened)
      if let value = opened.node.value, value.hasPrefix("|") || value.hasPrefix(">") {
        blockScalarKeyIndent = indent
      }
    }
    close(&stack) { _ in true }
    return stack[0].node
  }

  /// The frame of a `key: value` line whose key starts at `indent`.
  private static func entry(_ content: Substring, colon: Substring.Index, indent: Int) -> Frame {
    let key = unquoted(content[..<colon].trimmingCharacters(in: .whitespaces))
    let rest = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    return (indent, key, YAMLNode(value: rest.isEmpty ? nil : unquoted(rest)))
  }

  /// Closes the innermost open nodes while `isClosed` says so, each into the one that holds it;
  /// the root stays open.
  private static func close(_ stack: inout [Frame], while isClosed: (Frame) -> Bool) {
    while let last = stack.last, stack.count > 1, isClosed(last) {
      stack.removeLast()
      if let key = last.key {
        stack[stack.count - 1].node.children.append((key, last.node))
      } else {
        stack[stack.count - 1].node.items.append(last.node)
      }
    }
  }

  /// The colon that ends a key: the first `:` outside quotes followed by a space or the end of
  /// the line, so that `- "a:b"` and `- http://x` are scalars; `nil` when there is none.
  private static func keyColon(in content: Substring) -> Substring.Index? {
    var quote: Character?
    for index in content.indices {
      let character = content[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == ":" {
        let next = content.index(after: index)
        if next == content.endIndex || content[next] == " " { return index }
      }
    }
    return nil
  }

  /// The line up to a `#` that starts a comment: at the start or after a space, outside quotes.
  private static func withoutComment(_ line: Substring) -> Substring {
    var previous: Character = " "
    var quote: Character?
    for index in line.indices {
      let character = line[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "#", previous == " " {
        return line[..<index]
      }
      previous = character
    }
    return line
  }

  /// `text` without one pair of enclosing single or double quotes.
  static func unquoted(_ text: String) -> String {
    guard text.count >= 2, let first = text.first, first == "\"" || first == "'",
      text.last == first
    else { return text }
    return String(text.dropFirst().dropLast())
  }
}
