#if canImport(SwiftUI)
  import EmptyStates
  import Foundation
  import SwiftUI

  /// The overlay of a `Presentation`: progress, nothing, an empty state — or, for a failed
  /// refresh, the notice the core's rule asks for (`Presentation`, "A failed refresh"): the
  /// failure in the compact style, as a banner at the top, over the content kept below.
  ///
  /// What it shows trails the presentation by the progress policy (the call site's, or else the
  /// environment's defaults'): once the indicator has appeared, it stays for the policy's
  /// minimum time before the result replaces it.
  ///
  /// Only the actions take hits (``EmptyStateHitTesting/actionsOnly``), so drags reach the
  /// `List` below, on every OS version; the overlay respects every safe area (bars, search
  /// field, keyboard), so the state is centred in what the user sees. Where the OS reports the
  /// list's scroll geometry (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2), the overlay
  /// also moves down with a pull (``EmptyStatePull``), so the refresh indicator appears above
  /// the state, not over it; before, it stays put.
  ///
  /// Nonisolated like ``IsPresentedOverlay``: its conformance is declared in an extension.
  struct PresentationOverlay {
    let presentation: Presentation
    /// The call site's progress policy; `nil` takes the environment's.
    let policy: ProgressPolicy?
    let action: (@MainActor (EmptyState.Action) async -> Void)?
    @State private var displayed: Presentation
    @State private var progressStartedAt: Date?
    /// How far the list is pulled down (``EmptyStatePull``); zero where the OS does not say.
    @State private var pull: CGFloat = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.emptyStateMotion) private var motion
    @Environment(\.emptyStateLocalizer) private var localizer
    @Environment(\.emptyStateMetrics) private var metrics
    @Environment(\.emptyStateDefaults) private var defaults

    /// The progress policy shown with: the call site's, or else the environment's.
    private var progressPolicy: ProgressPolicy { policy ?? defaults.progress }

    init(
      presentation: Presentation, policy: ProgressPolicy?,
      action: (@MainActor (EmptyState.Action) async -> Void)?
    ) {
      self.presentation = presentation
      self.policy = policy
      self.action = action
      _displayed = State(initialValue: presentation)
      _progressStartedAt = State(initialValue: presentation == .progress ? Date() : nil)
    }
  }

  extension PresentationOverlay: ViewModifier {
    func body(content: Content) -> some View {
      content
        // Following the finger is direct manipulation, not animation: Reduce Motion changes
        // nothing here.
        .emptyStateOnPullChange { pull = $0 }
        .overlay {
          // Localized once, whole: the progress label and the state alike.
          Group {
            switch localizer.localize(displayed) {
            case .progress(let progress):
              EmptyStateProgress(progress, policy: progressPolicy).transition(.opacity)
            case .content:
              EmptyView()
            case .contentWithError(let failure, _):
              EmptyStateView(failure, from: displayed.emptyState, action: action)
                .emptyStateStyle(.compact)
                .padding(.horizontal)
                .emptyStateBannerBackground(
                  in: RoundedRectangle(cornerRadius: CGFloat(metrics.bannerCornerRadius))
                )
                .padding()
                .frame(maxHeight: .infinity, alignment: .top)
                .transition(.opacity)
            case .unavailable(let state, _):
              EmptyStateView(state, from: displayed.emptyState, action: action).transition(.opacity)
            }
          }
          .environment(\.emptyStateHitTesting, .actionsOnly)
          .offset(y: pull)
        }
        .animation(
          EmptyStateMotion.transition(motion, reduceMotion: reduceMotion), value: displayed
        )
        .task(id: presentation) {
          let hold = Self.hold(
            from: displayed, to: presentation, progressStartedAt: progressStartedAt, now: Date(),
            policy: progressPolicy)
          if hold > 0 {
            try? await Task.sleep(nanoseconds: UInt64(hold * 1_000_000_000))
            guard !Task.isCancelled else { return }
          }
          if presentation == .progress, displayed != .progress { progressStartedAt = Date() }
          displayed = presentation
        }
    }

    /// How long to keep showing `displayed` before `target` replaces it: what is left of the
    /// policy's minimum time when progress is leaving after its indicator appeared, else zero.
    nonisolated static func hold(
      from displayed: Presentation, to target: Presentation, progressStartedAt: Date?, now: Date,
      policy: ProgressPolicy
    ) -> TimeInterval {
      guard displayed == .progress, target != .progress, let start = progressStartedAt else {
        return 0
      }
      return policy.remainingDisplay(afterLoadingFor: now.timeIntervalSince(start))
    }
  }
#endif
