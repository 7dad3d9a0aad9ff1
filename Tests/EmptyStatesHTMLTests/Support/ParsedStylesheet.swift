import Foundation

/// A stylesheet read back into its rules, so tests can ask what value an element's property
/// gets: enough CSS for our stylesheet (rules, `@media` and `@keyframes` blocks, no comments).
struct ParsedStylesheet {
  /// One rule: its selectors and its declarations in order.
  struct Rule {
    var selectors: [String]
    var declarations: [(property: String, value: String)]
    /// The block the rule sits in (`@media …`, `@keyframes …`), or `nil` at the top level.
    var block: String?
  }

  var rules: [Rule] = []

  init(_ css: String) {
    var stack: [String?] = [nil]
    var buffer = ""
    var selectors: [String]?
    for character in css {
      switch character {
      case "{":
        let head = buffer.trimmingCharacters(in: .whitespacesAndNewlines)
        buffer = ""
        if head.hasPrefix("@") {
          stack.append(head)
        } else {
          selectors = head.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines)
          }
        }
      case "}":
        if let current = selectors {
          let declarations = Self.declarations(buffer)
          rules.append(
            Rule(selectors: current, declarations: declarations, block: stack.last ?? nil))
          selectors = nil
        } else if stack.count > 1 {
          stack.removeLast()
        }
        buffer = ""
      default:
        buffer.append(character)
      }
    }
  }

  private static func declarations(_ text: String) -> [(property: String, value: String)] {
    text.split(separator: ";").compactMap { declaration in
      guard let colon = declaration.firstIndex(of: ":") else { return nil }
      let property = declaration[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
      let value = declaration[declaration.index(after: colon)...]
        .trimmingCharacters(in: .whitespacesAndNewlines)
      return property.isEmpty ? nil : (property, value)
    }
  }

  /// The top-level rules that name `selector` among their selectors.
  func rules(for selector: String) -> [Rule] {
    rules.filter { $0.block == nil && $0.selectors.contains(selector) }
  }

  /// The last value that top-level rules naming `selector` give `property`.
  func value(of property: String, for selector: String) -> String? {
    rules(for: selector).flatMap(\.declarations).last { $0.property == property }?.value
  }

  /// The value of `property` for `selector`, with a `var(--name)` looked up among the custom
  /// properties of the rules naming `scope` (a size class).
  func resolved(_ property: String, for selector: String, in scope: String) -> String? {
    guard let value = value(of: property, for: selector) else { return nil }
    guard value.hasPrefix("var(--"), value.hasSuffix(")") else { return value }
    let name = String(value.dropFirst(4).dropLast())
    return self.value(of: name, for: scope)
  }

  /// A `rem` length in points of a 16 px root; `nil` for anything else.
  static func points(_ value: String) -> Double? {
    guard value.hasSuffix("rem"), let rem = Double(value.dropLast(3)) else { return nil }
    return rem * 16
  }
}
