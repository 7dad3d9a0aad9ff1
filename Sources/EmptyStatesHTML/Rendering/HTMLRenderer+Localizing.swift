import EmptyStates

extension HTMLRenderer {
  /// The localizer of the `render` forms that localize, when given none: built once, as building
  /// one reads its locale's data.
  @usableFromInline static let english = EmptyStateLocalizer(localeIdentifier: "en")

  /// What a screen shows, localized first; see `render(_:)` for a `LocalizedPresentation`.
  ///
  /// - Parameters:
  ///   - presentation: What the screen shows.
  ///   - localizer: The locale to localize in; English by default.
  /// - Returns: The fragment.
  public func render(
    _ presentation: Presentation,
    localizer: EmptyStateLocalizer = HTMLRenderer.english
  ) -> String {
    render(localizer.localize(presentation))
  }

  /// An `EmptyState` as an HTML fragment, localized first.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - localizer: The locale to localize in; English by default.
  /// - Returns: The fragment.
  public func render(
    _ state: EmptyState,
    localizer: EmptyStateLocalizer = HTMLRenderer.english
  ) -> String {
    render(localizer.localize(state))
  }
}
