import EmptyStates

/// A JSON document whose objects keep their keys in the order written, printed with two-space
/// indentation — stable, readable output that tests and scripts can diff.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(Int)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered() == rhs.rendered()
  }

  /// A string, or `null` for `nil`.
  static func optional(_ text: String?) -> JSONValue {
    text.map(JSONValue.string) ?? .null
  }

  /// The document as text, ending with a newline.
  func rendered() -> String {
    var output = ""
    write(to: &output, indent: "")
    return output + "\n"
  }

  private func write(to output: inout String, indent: String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += String(value)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let items):
      guard !items.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (offset, item) in items.enumerated() {
        output += indent + "  "
        item.write(to: &output, indent: indent + "  ")
        output += offset == items.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      for (offset, (key, value)) in members.enumerated() {
        output += indent + "  "
        Self.writeString(key, to: &output)
        output += ": "
        value.write(to: &output, indent: indent + "  ")
        output += offset == members.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }

  /// Writes a JSON string. What ``TextHygiene`` calls invisible (controls, format characters
  /// such as bidirectional isolates, separators) is escaped as `\uXXXX`, so the raw output can
  /// never drive a terminal or reorder text.
  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if TextHygiene.isInvisible(scalar) {
          for unit in String(scalar).utf16 {
            let hex = String(unit, radix: 16, uppercase: false)
            output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          }
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
