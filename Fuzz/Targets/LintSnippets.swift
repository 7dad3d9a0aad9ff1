import EmptyStatesLint

/// Swift that the lint rules report, for the `lint` fuzz target to hide in strings and comments:
/// each rule's documented bad example (`EmptyStateLinter.Rule.Documentation`, the one list of
/// the pitfalls), and the same examples as one line, for single-line strings and line comments.
enum LintSnippets {
  /// Every rule's bad example, as documented.
  static let examples = EmptyStateLinter.Rule.allCases.map(\.documentation.badExample)

  /// The examples and their one-line forms.
  static let all = examples + examples.map { $0.split(separator: "\n").joined(separator: " ") }

  /// The code a snippet goes into: a view's body, where the rules look.
  static let prologue = "import SwiftUI\n\nstruct FuzzView: View {\n  var body: some View {\n"

  /// What closes ``prologue``.
  static let epilogue = "  }\n}\n"
}
