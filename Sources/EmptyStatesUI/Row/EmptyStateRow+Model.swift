#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  extension EmptyStateRow
  where
    Label == EmptyStateModelContent.Label, Description == EmptyStateModelContent.Description,
    Actions == EmptyStateModelContent.Actions
  {
    /// Creates the row of an `EmptyState` value — a preset or your own — localized with the
    /// environment's locale.
    ///
    /// ```swift
    /// Section("Favourites") {
    ///   EmptyStateRow(.favourites) { action in
    ///     if action.id == "browse" { router.showRecipes() }
    ///   }
    /// }
    /// ```
    ///
    /// While the handler of a tapped action runs, every action button is disabled, as in
    /// ``EmptyStateView``.
    ///
    /// - Parameters:
    ///   - state: What to show.
    ///   - action: Runs an action's work; when `nil`, an action with a URL opens it.
    public nonisolated init(
      _ state: EmptyState,
      action: (@MainActor (EmptyState.Action) async -> Void)? = nil
    ) {
      self.init(
        label: EmptyStateModelContent.Label(), description: EmptyStateModelContent.Description(),
        actions: EmptyStateModelContent.Actions(actions: state.actions, handler: action),
        model: .state(state))
    }
  }
#endif
