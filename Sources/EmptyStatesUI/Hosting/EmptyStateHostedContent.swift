#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// What the UIKit and AppKit layers host (`UIHostingController`, `NSHostingView`): a
  /// `Presentation` drawn by this layer's own views, so metrics, Dynamic Type and VoiceOver's
  /// reading order are SwiftUI's.
  ///
  /// Progress during the first load (after the defaults' delay), nothing where the content shows
  /// (a failed refresh's notice is the app's to place above its rows: see the UIKit and AppKit
  /// views), the empty state otherwise. Only the buttons take hits
  /// (``EmptyStateHitTesting/actionsOnly``), and each reports its frame to `reporter`, so the
  /// hosting view can let every other touch through (``EmptyStateTouchTargets``).
  package struct EmptyStateHostedContent: View {
    /// The name of the coordinate space the buttons' frames are reported in: the hosted view's.
    package static let coordinateSpaceName = "EmptyStateHostedContent"

    /// What to draw.
    package let presentation: Presentation
    /// The words: the UIKit or AppKit view's localizer.
    package let localizer: EmptyStateLocalizer
    /// Runs an action's work.
    package let action: (@MainActor (EmptyState.Action) async -> Void)?
    /// Where the buttons report their frames.
    package let reporter: EmptyStateActionFrameReporter?
    @Environment(\.emptyStateDefaults) private var defaults

    /// The hosted view of `presentation`, in `localizer`'s words.
    package init(
      presentation: Presentation, localizer: EmptyStateLocalizer,
      action: (@MainActor (EmptyState.Action) async -> Void)?,
      reporter: EmptyStateActionFrameReporter?
    ) {
      self.presentation = presentation
      self.localizer = localizer
      self.action = action
      self.reporter = reporter
    }

    package var body: some View {
      Group {
        switch localizer.localize(presentation) {
        case .progress(let progress):
          EmptyStateProgress(progress, policy: defaults.progress)
        case .content, .contentWithError:
          EmptyView()
        case .unavailable(let state, _):
          EmptyStateView(state, from: presentation.emptyState, action: action)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .environment(\.emptyStateHitTesting, .actionsOnly)
      .environment(\.emptyStateActionFrameReporter, reporter)
      .coordinateSpace(name: Self.coordinateSpaceName)
    }
  }
#endif
