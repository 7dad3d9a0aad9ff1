extension PageReport {
  /// One row form of an empty state — the `<tr>` of an empty table body or the `<li>` of an
  /// empty list — where it sits, what it holds, and how the accessibility tree exposes it.
  struct RowSample: Decodable, Sendable {
    var label: String
    /// `tr` or `li`.
    var tag: String
    /// The table or list it sits in.
    var container: String?
    /// A table row's cells, the first one's column span, and the table's header columns.
    var cells: Int?
    var span: Int?
    var columns: Int?
    /// Heading elements inside the row.
    var headings: Int
    var title: String?
    var description: String?
    /// The elements of the row sticking out of its table or list.
    var overflow: [String]
    /// The accessibility tree's role and name of the row (measured at 1024 px only).
    var role: String?
    var name: String?
    /// What a screen reader walks in the row.
    var reading: [ReadingItem]?
  }

  /// The rows' geometry at one narrow viewport.
  struct NarrowRows: Decodable, Sendable {
    var viewport: String
    var rows: [RowSample]
  }
}
