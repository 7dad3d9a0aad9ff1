/// What one linted file tells the rest of the run about list rows: the view types it declares
/// for other files, where it places the types of other files in a list's content, and the empty
/// states its exported views show, to be reported when another file places them in a list.
struct ListRowFacts: Sendable {
  /// Where a file places a type in a list.
  struct Placement: Hashable, Sendable {
    /// The line of the use in the list's content.
    var line: Int
    /// The innermost `List`, `Form`, `Section` or `ForEach` around it.
    var container: String
    /// The file's own views it is placed through, innermost first.
    var through: [String]
    /// Whether it is all the row shows (through control flow and groups, beside nothing else):
    /// only then is what its root shows in turn the row too.
    var standsAlone: Bool
  }

  /// An empty state reported if another file places its view in a list.
  struct Pending: Hashable, Sendable {
    /// What ``PendingRowFinding`` says about it.
    var row: PendingRowFinding
    /// The finding, complete but for its message.
    var finding: EmptyStateLinter.Finding
  }

  /// The names of the view types the file declares that other files can use.
  var exportedTypes: Set<String> = []
  /// Where the file first places each type it uses but does not declare in a list's content.
  var placements: [String: Placement] = [:]
  /// The types of other files each exported view type of the file shows at its root, by the
  /// name other files use it by: placed in a list wherever the view type is.
  var rootUses: [String: Set<String>] = [:]
  /// The empty states at the root of the file's exported view types that the file itself does
  /// not place in a list.
  var pending: [Pending] = []
}
