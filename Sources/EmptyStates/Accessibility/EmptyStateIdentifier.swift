/// Stable accessibility identifiers for an empty state's parts, the same in every renderer, so
/// UI tests (XCUITest, browser tests) find them on every platform.
///
/// ```swift
/// app.staticTexts[EmptyStateIdentifier.title]
/// app.buttons[EmptyStateIdentifier.action(.retry)]   // "empty-state.action.retry"
/// ```
public enum EmptyStateIdentifier {
  /// The title: `empty-state.title`.
  public static let title = "empty-state.title"
  /// The description: `empty-state.description`.
  public static let description = "empty-state.description"
  /// The media: `empty-state.media`.
  public static let media = "empty-state.media"

  /// An action's button: `empty-state.action.ID`.
  ///
  /// - Parameter id: The action's stable identifier.
  /// - Returns: The button's accessibility identifier.
  public static func action(_ id: EmptyState.Action.ID) -> String {
    "empty-state.action.\(id.rawValue)"
  }
}
