import EmptyStates

extension HTMLRenderer {
  /// What a screen shows, as an HTML fragment: a progress indicator (announced politely), an
  /// inline alert for a failed refresh — a compact empty state with `role="alert"`, for a server
  /// to put above the content it keeps — the empty state that replaces the content, or nothing
  /// while there is content.
  ///
  /// ```swift
  /// let screen = localizer.localize(Presentation.resolve(feed, query: query))
  /// page += renderer.render(screen) + (screen.emptyState == nil ? list : "")
  /// ```
  ///
  /// - Parameter presentation: A presentation localized with `EmptyStateLocalizer`.
  /// - Returns: The fragment; include ``stylesheet`` once on the page.
  public func render(_ presentation: LocalizedPresentation) -> String {
    switch presentation {
    case .progress(let progress):
      return renderProgress(
        label: progress.label, localeIdentifier: progress.localeIdentifier,
        direction: progress.direction)
    case .content:
      return ""
    case .contentWithError(let state, _):
      var alert = self
      alert.style = .compact
      return "<div class=\"es-inline-alert\" role=\"alert\">" + alert.render(state) + "</div>"
    case .unavailable(let state, _):
      return render(state)
    }
  }
}
