/// A mistake the seeds warn about, planted in a few percent of the corpus's views so the
/// linter has findings to report, as in real code.
enum CorpusPitfall: CaseIterable {
  /// An empty state as a row of a `List`.
  case inListRow
  /// `.accessibilityLabel` on an empty state.
  case accessibilityLabel
  /// `.frame(height: 200)` on an empty state.
  case fixedFrame
  /// `.search` shown with no query check.
  case unguardedSearch
  /// An empty state titled “Loading…”.
  case loadingTitle
  /// An empty state chosen by `isEmpty` while the first load runs.
  case emptyDuringLoading
  /// A title built as a `String` at run time.
  case unlocalizedTitle
}
