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
    /// Only the state's buttons take touches: a drag anywhere else on it — symbol, title,
    /// description, progress indicator, the panel behind a failed refresh's banner — reaches the
    /// list, which scrolls and pulls to refresh, on every OS version. Where the OS reports the
    /// list's scroll geometry (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2), the state
    /// also moves down with the pull and springs back with the list, so the refresh indicator
    /// appears above it rather than over it; before those versions it stays put. Apply the
    /// modifier to the `List` or `ScrollView` itself: the pull is read from the first scroll
    /// view inside. The overlay ignores no safe area, so the state stays centred in what is
    /// visible below a large title and a search field and above the keyboard. VoiceOver reads
    /// it unchanged.
    ///
    /// ```swift
    /// List(filtered) { NoteRow(note: $0) }
    ///   .searchable(text: $query)
    ///   .emptyState(for: state, query: query, matchCount: filtered.count) { action in
    ///     if action.id == .retry { await load() }
    ///   }
    /// ```
    ///
    /// The rules and the progress policy are the environment's (see `emptyStateDefaults(_:)`)
    /// unless the call site gives its own.
    ///
    /// - Parameters:
    ///   - state: Where the screen's data is.
    ///   - query: The search field's text; blank means no search.
    ///   - matchCount: How many items match `query` and `filters`, when the app filters locally.
    ///   - filters: The filters that are on, such as `["Unread"]`; nothing matched with filters
    ///     on shows their names and Clear Filters (``EmptyState/Action/ID/clearFilters``).
    ///   - rules: The empty states this screen shows; `nil` for the environment's.
    ///   - progress: When the progress indicator appears and how long it stays; `nil` for the
    ///     environment's.
    ///   - action: Runs an action's work, such as a retry; its buttons are disabled meanwhile.
    /// - Returns: The view with the state's overlay.
    nonisolated public func emptyState<Items: Collection>(
      for state: LoadState<Items>,
      query: String? = nil,
      matchCount: Int? = nil,
      filters: SearchFilters = [],
      rules: PresentationRules? = nil,
      progress: ProgressPolicy? = nil,
      action: (@MainActor (EmptyState.Action) async -> Void)? = nil
    ) -> some View {
      modifier(
        LoadStateOverlay(
          state: state, query: query, matchCount: matchCount, filters: filters, rules: rules,
          policy: progress, action: action))
    }

    /// Shows what an already resolved `Presentation` calls for, over the screen; see
    /// ``emptyState(for:query:matchCount:filters:rules:progress:action:)``.
    ///
    /// - Parameters:
    ///   - presentation: What to show.
    ///   - progress: When the progress indicator appears and how long it stays; `nil` for the
    ///     environment's.
    ///   - action: Runs an action's work; its buttons are disabled meanwhile.
    /// - Returns: The view with the presentation's overlay.
    nonisolated public func emptyState(
      _ presentation: Presentation,
      progress: ProgressPolicy? = nil,
      action: (@MainActor (EmptyState.Action) async -> Void)? = nil
    ) -> some View {
      modifier(PresentationOverlay(presentation: presentation, policy: progress, action: action))
    }

    /// Shows `content` over the view while `isPresented` is true — for apps that decide
    /// themselves. Appears and disappears with a fade, unless motion is reduced. As with
    /// ``emptyState(for:query:matchCount:filters:rules:progress:action:)``, drags outside the
    /// state's buttons reach the list below on every OS version, the state moves with the pull
    /// from iOS 18, macOS 15, tvOS 18, watchOS 11 and visionOS 2, and it stays centred in the
    /// visible area.
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
      modifier(IsPresentedOverlay(isPresented: isPresented, overlay: content()))
    }
  }
#endif
