/// A problem with an empty state's wording, found by ``CopyReview``, with how to fix it.
///
/// Encodes as `{"rule", "field", "message", "suggestion"}`.
public struct CopyIssue: Hashable, Sendable, Encodable {
  /// Which piece of advice the copy breaks.
  public enum Rule: String, Hashable, Sendable, CaseIterable, Codable {
    /// The title has more than five words.
    case titleTooLong = "title-too-long"
    /// The title says nothing about this screen ("No data", "Error").
    case genericTitle = "generic-title"
    /// The description says what the title already says.
    case descriptionRepeatsTitle = "description-repeats-title"
    /// System error text ("Error Domain=…") reached the copy.
    case rawErrorText = "raw-error-text"
    /// An error or warning state offers no action.
    case noWayForward = "no-way-forward"
    /// "Loading…" is shown as an empty state instead of a progress indicator.
    case loadingAsEmptyState = "loading-as-empty-state"
  }

  /// Which part of the state the issue is in.
  public enum Field: String, Hashable, Sendable, CaseIterable, Codable {
    /// The title.
    case title
    /// The description.
    case description
    /// The actions.
    case actions
  }

  /// Which piece of advice the copy breaks.
  public var rule: Rule
  /// Which part of the state the issue is in.
  public var field: Field
  /// What is wrong.
  public var message: String
  /// How to fix it.
  public var suggestion: String
}
