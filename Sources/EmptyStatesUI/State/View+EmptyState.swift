#if canImport(SwiftUI)
  import EmptyStates
  import Foundation
  import SwiftUI

  extension View {
    /// Shows what a screen's load state calls for, over the screen: progress during the first
    /// load (after a short delay, so fast loads show none), nothing while there is content, the
    /// empty, no-results or failure state otherwise — and a failed refresh's error above the
    /// content it keeps.
    ///
    /// An overlay, so the `List`, its `.searchable` field, `.refreshable` and toolbars stay in
    /// the hierarchy. Changes between states fade, unless the user asks for reduced motion.
    ///
    /// ```swift
    /// List(filtered) { NoteRow(note: $0) }
    ///   .searchable(text: $query)
    ///   .emptyState(for: state, query: query, matchCount: filtered.count,
    ///               rules: PresentationRules(empty: EmptyState("No Notes", systemImage: "doc.text"))) { action in
    ///     if action.id == .retry { await load() }
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - state: Where the screen's data is.
    ///   - query: The search field's text; blank means no search.
    ///   - matchCount: How many items match `query`, when the app filters locally.
    ///   - rules: The empty states this screen shows.
    ///   - progress: When the progress indicator appears and how long it stays.
    ///   - action: Runs an action's work, such as a retry; its buttons are disabled meanwhile.
    /// - Returns: The view with the state's overlay.
    nonisolated public func emptyState<Items: Collection>(
      for state: LoadState<Items>,
      query: String? = nil,
      matchCount: Int? = nil,
      rules: PresentationRules = .standard,
      progress: ProgressPolicy = .standard,
      action: (@MainActor (EmptyState.Action) async -> Void)? = nil
    ) -> some View {
      emptyState(
        Presentation.resolve(state, matchCount: matchCount, query: query, rules: rules),
        progress: progress, action: action)
    }

    /// Shows what an already resolved `Presentation` calls for, over the screen; see
    /// ``emptyState(for:query:matchCount:rules:progress:action:)``.
    ///
    /// - Parameters:
    ///   - presentation: What to show.
    ///   - progress: When the progress indicator appears and how long it stays.
    ///   - action: Runs an action's work; its buttons are disabled meanwhile.
    /// - Returns: The view with the presentation's overlay.
    nonisolated public func emptyState(
      _ presentation: Presentation,
      progress: ProgressPolicy = .standard,
      action: (@MainActor (EmptyState.Action) async -> Void)? = nil
    ) -> some View {
      modifier(PresentationOverlay(presentation: presentation, policy: progress, action: action))
    }

    /// Shows `content` over the view while `isPresented` is true — for apps that decide
    /// themselves. Appears and disappears with a fade, unless motion is reduced.
    ///
    /// ```swift
    /// List(playlists) { … }
    ///   .emptyState(isPresented: playlists.isEmpty) {
    ///     EmptyStateView("No Playlists", systemImage: "music.note.list")
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether to show the empty state.
    ///   - content: The empty state.
    /// - Returns: The view with the overlay.
    nonisolated public func emptyState<Content: View>(
      isPresented: Bool, @ViewBuilder content: () -> Content
    ) -> some View {
      modifier(PresentedOverlay(isPresented: isPresented, overlay: content()))
    }
  }

  /// The overlay of `emptyState(isPresented:content:)`.
  ///
  /// Its `ViewModifier` conformance is declared in an extension, so the type (and its
  /// initializer, which the nonisolated `emptyState` modifiers call) stays nonisolated.
  struct PresentedOverlay<Overlay: View> {
    let isPresented: Bool
    let overlay: Overlay
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
  }

  extension PresentedOverlay: ViewModifier {
    func body(content: Content) -> some View {
      content
        .overlay {
          if isPresented {
            overlay.transition(.opacity)
          }
        }
        .animation(EmptyStateMotion.transition(reduceMotion: reduceMotion), value: isPresented)
    }
  }

  /// The overlay of a `Presentation`: progress, nothing, a failure banner, or an empty state.
  ///
  /// What it shows trails the presentation by the progress policy: once the indicator has
  /// appeared, it stays for the policy's minimum time before the result replaces it.
  ///
  /// Nonisolated like ``PresentedOverlay``: its conformance is declared in an extension.
  struct PresentationOverlay {
    let presentation: Presentation
    let policy: ProgressPolicy
    let action: (@MainActor (EmptyState.Action) async -> Void)?
    @State private var displayed: Presentation
    @State private var progressStartedAt: Date?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    init(
      presentation: Presentation, policy: ProgressPolicy,
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
        .overlay {
          switch displayed {
          case .progress:
            EmptyStateProgress(policy: policy).transition(.opacity)
          case .content:
            EmptyView()
          case .contentWithError(let failure):
            EmptyStateView(failure, action: action)
              .emptyStateStyle(.compact)
              .padding(.horizontal)
              .emptyStateBannerBackground(in: RoundedRectangle(cornerRadius: 12))
              .padding()
              .frame(maxHeight: .infinity, alignment: .top)
              .transition(.opacity)
          case .unavailable(let state):
            EmptyStateView(state, action: action).transition(.opacity)
          }
        }
        .animation(EmptyStateMotion.transition(reduceMotion: reduceMotion), value: displayed)
        .task(id: presentation) {
          let hold = Self.hold(
            from: displayed, to: presentation, progressStartedAt: progressStartedAt, now: Date(),
            policy: policy)
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

  /// A progress indicator labelled "Loading…" in the environment's locale, which appears only
  /// after the policy's delay.
  struct EmptyStateProgress: View {
    let policy: ProgressPolicy
    @State private var isVisible: Bool
    @Environment(\.locale) private var locale

    init(policy: ProgressPolicy) {
      self.policy = policy
      _isVisible = State(initialValue: policy.showsIndicator(afterLoadingFor: 0))
    }

    var body: some View {
      ProgressView {
        Text(verbatim: EmptyStateLocalizer(locale: locale).string(for: .loading))
      }
      .opacity(isVisible ? 1 : 0)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .task {
        guard !isVisible else { return }
        try? await Task.sleep(nanoseconds: UInt64(policy.delay * 1_000_000_000))
        if !Task.isCancelled { isVisible = true }
      }
    }
  }

  /// How changes between states animate.
  enum EmptyStateMotion {
    /// A short fade, or none when the user asks for reduced motion.
    static func transition(reduceMotion: Bool) -> Animation? {
      reduceMotion ? nil : .easeInOut(duration: 0.25)
    }
  }
#endif
