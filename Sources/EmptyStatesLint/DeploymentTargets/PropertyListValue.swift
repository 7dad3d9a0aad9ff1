/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`: a string
/// (quoted or bare), an array `( … )` or a dictionary `{ key = value; }`.
enum PropertyListValue: Hashable, Sendable {
  /// `abc`, `"a b"`, `17.0`.
  case string(String)
  /// `( a, b, )`.
  case array([PropertyListValue])
  /// `{ a = b; }`.
  case dictionary([String: PropertyListValue])

  /// The string, if the value is one.
  var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// The dictionary, if the value is one.
  var dictionary: [String: PropertyListValue]? {
    if case .dictionary(let value) = self { value } else { nil }
  }

  /// The strings of an array value; empty for anything else.
  var strings: [String] {
    if case .array(let values) = self { values.compactMap(\.string) } else { [] }
  }
}
