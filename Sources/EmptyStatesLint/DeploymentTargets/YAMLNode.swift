import Foundation

/// One `key: value` of the indentation-based reader behind ``XcodeGenDeploymentTargets``: its
/// scalar value (unquoted) and the mapping indented under it, in file order.
struct YAMLNode: Sendable {
  /// The scalar after the colon, without quotes; `nil` when the line ends at the colon.
  var value: String?
  /// The keys indented under this one, in file order.
  var children: [(key: String, node: YAMLNode)] = []

  /// The child named `key`.
  subscript(key: String) -> YAMLNode? {
    children.first { $0.key == key }?.node
  }

  /// The value as a list: `[iOS, macOS]` gives both names, a scalar gives itself.
  var listValues: [String] {
    guard let value else { return [] }
    guard value.hasPrefix("["), value.hasSuffix("]") else { return [value] }
    return value.dropFirst().dropLast().split(separator: ",").map {
      YAMLNode.unquoted($0.trimmingCharacters(in: .whitespaces))
    }
  }

  /// The mapping `text` holds, as the children of a root node.
  /// - Throws: ``DeploymentTargetReadError`` on a tab in the indentation or a line that is not
  ///   `key: value` (or a list item, a comment or blank).
  static func parse(_ text: String) throws(DeploymentTargetReadError) -> YAMLNode {
    // Each open node: its indentation and the node itself; the root has indentation -1.
    var stack: [(indent: Int, key: String, node: YAMLNode)] = [(-1, "", YAMLNode())]
    for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = withoutComment(rawLine)
      let content = line.drop { $0 == " " }
      let indent = line.count - content.count
      if content.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      guard content.first != "\t" else {
        throw DeploymentTargetReadError(
          kind: "project.yml", reason: "line \(number + 1): indent with spaces, not tabs")
      }
      if content.hasPrefix("-") || content.hasPrefix("---") { continue }
      guard let colon = content.firstIndex(of: ":") else {
        throw DeploymentTargetReadError(
          kind: "project.yml", reason: "line \(number + 1): expected key: value")
      }
      let key = unquoted(content[..<colon].trimmingCharacters(in: .whitespaces))
      let rest = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      while let last = stack.last, last.indent >= indent, stack.count > 1 {
        stack.removeLast()
        stack[stack.count - 1].node.children.append((last.key, last.node))
      }
      stack.append((indent, key, YAMLNode(value: rest.isEmpty ? nil : unquoted(rest))))
    }
    while stack.count > 1 {
      let last = stack.removeLast()
      stack[stack.count - 1].node.children.append((last.key, last.node))
    }
    return stack[0].node
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
