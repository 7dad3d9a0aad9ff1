extension EmptyStateLinter {
  /// A pitfall `empty-states lint` finds, by its stable id.
  ///
  /// The ids are API: baselines, suppression comments, SARIF dashboards and `--rule` key on them.
  /// Each rule's documentation (why it matters, a bad and a good example, the fix) is in
  /// ``EmptyStateLinter.Rule/documentation``.
  public enum Rule: String, CaseIterable, Hashable, Sendable, Codable {
    /// An empty state chosen by an emptiness test on data the view loads asynchronously, with no
    /// loading state consulted: it flashes while the first load runs.
    case emptyStateDuringLoading = "empty-state-during-loading"
    /// An empty state inside `List`, `Section`, `Form` or `ForEach` content: it becomes a row.
    case emptyStateInListRow = "empty-state-in-list-row"
    /// `.accessibilityLabel` on an empty state: it replaces what VoiceOver reads.
    case accessibilityLabelOnEmptyState = "accessibility-label-on-empty-state"
    /// A fixed height on an empty state: large Dynamic Type sizes truncate it.
    case fixedFrameOnEmptyState = "fixed-frame-on-empty-state"
    /// Literal text that reaches an empty state's title as a `String`, where a
    /// `LocalizedStringKey` was meant.
    case unlocalizedTitle = "unlocalized-title"
    /// The search empty state shown where the query may be empty.
    case searchWithoutQuery = "search-without-query"
    /// An API newer than the deployment target, used without an availability check.
    case missingAvailabilityCheck = "missing-availability-check"
    /// An empty state that says it is loading, or shown while loading, instead of a progress view.
    case emptyStateAsLoading = "empty-state-as-loading"
    /// A literal title of more than five words.
    case copyTitleTooLong = "copy-title-too-long"
    /// A literal title that says nothing about the screen ("No Data", "Error").
    case copyGenericTitle = "copy-generic-title"
    /// A literal description that repeats the title.
    case copyDescriptionRepeatsTitle = "copy-description-repeats-title"
    /// System error text in a literal title or description.
    case copyRawErrorText = "copy-raw-error-text"
    /// An error state with no action.
    case copyNoWayForward = "copy-no-way-forward"
    /// A suppression comment naming a rule that does not exist.
    case invalidSuppression = "invalid-suppression"
  }
}
