#if canImport(SwiftUI)
  import EmptyStates

  /// What a UIKit or AppKit view hosting an empty state keeps between updates: where its
  /// buttons are (``EmptyStateTouchTargets``) and what VoiceOver last heard — so both views
  /// update alike, and neither decides anything of its own.
  package struct EmptyStateHost {
    /// Where the hosted view's buttons are; a hit anywhere else passes through.
    package var touchTargets: EmptyStateTouchTargets
    /// What VoiceOver was last told about, in its words.
    private var announced: LocalizedPresentation

    /// The host of a view first drawing `presentation`: VoiceOver hears nothing for it until it
    /// changes.
    ///
    /// - Parameters:
    ///   - platform: Whose least touch target the buttons get.
    ///   - presentation: What the view draws first.
    ///   - localizer: The words it draws it in.
    package init(
      platform: EmptyStateMetrics.Platform, presentation: Presentation,
      localizer: EmptyStateLocalizer
    ) {
      touchTargets = EmptyStateTouchTargets(platform: platform)
      announced = localizer.localize(presentation)
    }

    /// The hosted view of `presentation`, and what VoiceOver should hear about it: the new
    /// state once, when it differs from the last one announced. The buttons of actions it does
    /// not draw stop taking hits.
    ///
    /// - Parameters:
    ///   - presentation: What to draw.
    ///   - localizer: The words.
    ///   - action: Runs an action's work.
    ///   - reporter: Where the buttons report their frames (into ``touchTargets``).
    /// - Returns: The view to host, and the announcement to post, if any.
    @MainActor package mutating func update(
      _ presentation: Presentation, localizer: EmptyStateLocalizer,
      action: (@MainActor (EmptyState.Action) async -> Void)?,
      reporter: EmptyStateActionFrameReporter
    ) -> (content: EmptyStateHostedContent, announcement: EmptyStateAnnouncement?) {
      let localized = localizer.localize(presentation)
      let announcement = EmptyStateAnnouncement.replacing(announced, with: localized)
      announced = localized
      if case .unavailable(let state, _) = localized {
        touchTargets.keepOnly(Set(state.actions.map(\.id)))
      } else {
        touchTargets.keepOnly([])
      }
      return (
        EmptyStateHostedContent(
          presentation: presentation, localizer: localizer, action: action, reporter: reporter),
        announcement
      )
    }
  }
#endif
