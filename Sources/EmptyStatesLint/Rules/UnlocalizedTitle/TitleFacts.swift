/// What one linted file tells the rest of the run about titles: the wrappers it declares whose
/// title is a `String` parameter, and the literal text it passes to the views of other files.
/// A wrapper whose callers elsewhere pass literal text shows that text untranslated
/// (``UnlocalizedTitleRule``).
struct TitleFacts: Sendable {
  /// A wrapper view whose empty state's title is one of its `String` parameters.
  struct Pending: Hashable, Sendable {
    /// The wrapper's type name.
    var typeName: String
    /// The name its body reads the title by.
    var parameterName: String
    /// How callers pass it: an argument label, or a position among the unlabelled arguments.
    var label: String?
    /// For an unlabelled argument, how many unlabelled arguments come before it.
    var position: Int
    /// The finding at the wrapper's empty state, complete but for its message.
    var finding: EmptyStateLinter.Finding
  }

  /// A call of a type the file does not declare that passes literal text as an argument.
  struct LiteralArgument: Hashable, Sendable {
    /// The line of the argument.
    var line: Int
    /// The argument label; `nil` for an unlabelled argument.
    var label: String?
    /// For an unlabelled argument, how many unlabelled arguments come before it.
    var position: Int
    /// The literal, shortened and made displayable for a message.
    var text: String
  }

  /// The names of the types the file declares that other files can use.
  var exportedTypes: Set<String> = []
  /// The file's calls of types it does not declare that pass literal text, by type name.
  var literalArguments: [String: [LiteralArgument]] = [:]
  /// The wrappers whose title callers in other files may fill with literal text.
  var pending: [Pending] = []
}
