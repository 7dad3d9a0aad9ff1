/// A ``Presentation`` with its words resolved for one locale: what a renderer draws for a whole
/// screen — the progress indicator's label included — so no renderer localizes anything itself.
/// Each empty state keeps the ``Presentation/Reason`` it shows for.
///
/// Make one with `EmptyStateLocalizer.localize(_:)`:
///
/// ```swift
/// let screen = localizer.localize(Presentation.resolve(state, query: query))
/// html += HTMLRenderer().render(screen)  // progress, a failed refresh's notice, a state, or ""
/// ```
public enum LocalizedPresentation: Hashable, Sendable {
  /// A load is running and there is nothing to show yet: a progress indicator.
  case progress(Progress)
  /// Show the content; there is nothing to draw.
  case content
  /// Show the content, with this failure in a notice above it (`Presentation`'s rule, "A failed
  /// refresh"), and why the refresh failed.
  case contentWithError(LocalizedEmptyState, reason: FailureReason)
  /// Show this empty state instead of the content, and why.
  case unavailable(LocalizedEmptyState, reason: Presentation.Reason)

  /// A progress indicator's words.
  public struct Progress: Hashable, Sendable {
    /// The label, such as "Loading…", in the locale.
    public var label: String
    /// The canonical identifier of the label's locale.
    public var localeIdentifier: String
    /// The direction the locale writes in.
    public var direction: EmptyState.TextDirection
  }

  /// Whether the screen's content stays on screen: with nothing over it, or below a failed
  /// refresh's notice — `Presentation`'s rule, "A failed refresh".
  ///
  /// ```swift
  /// page += renderer.render(screen) + (screen.showsContent ? list : "")
  /// ```
  public var showsContent: Bool {
    switch self {
    case .content, .contentWithError: true
    case .progress, .unavailable: false
    }
  }

  /// The empty state to draw, in place of or beside the content.
  public var emptyState: LocalizedEmptyState? {
    switch self {
    case .progress, .content: nil
    case .contentWithError(let state, _), .unavailable(let state, _): state
    }
  }
}

extension EmptyStateLocalizer {
  /// The presentation with every word resolved in this locale, and each reason kept.
  ///
  /// - Parameter presentation: What the screen shows.
  /// - Returns: What renderers draw.
  public func localize(_ presentation: Presentation) -> LocalizedPresentation {
    switch presentation {
    case .progress:
      .progress(
        LocalizedPresentation.Progress(
          label: string(for: .loading), localeIdentifier: localeIdentifier, direction: direction))
    case .content:
      .content
    case .contentWithError(let state, let reason):
      .contentWithError(localize(state), reason: reason)
    case .unavailable(let state, let reason):
      .unavailable(localize(state), reason: reason)
    }
  }
}
