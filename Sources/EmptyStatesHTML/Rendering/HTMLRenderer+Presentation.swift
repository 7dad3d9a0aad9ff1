import EmptyStates

extension HTMLRenderer {
  /// What a screen shows, as an HTML fragment: a progress indicator (announced politely), the
  /// empty state that replaces the content, nothing while there is content — and for a failed
  /// refresh, the notice the core's rule asks for (`Presentation`, "A failed refresh"): the
  /// failure as a compact empty state (symbol, title, description, its actions, Try Again
  /// among them) in an inline `role="alert"` element, for the page to put above the content it
  /// keeps (`LocalizedPresentation.showsContent`).
  ///
  /// ```swift
  /// let screen = localizer.localize(Presentation.resolve(feed, query: query))
  /// page += renderer.render(screen) + (screen.showsContent ? list : "")
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
