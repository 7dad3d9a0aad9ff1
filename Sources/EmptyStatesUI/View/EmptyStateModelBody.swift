#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The body of an ``EmptyStateView`` made from an `EmptyState` value: localizes the state
  /// once per update, with the environment's locale, and hands the localized state to every
  /// part (``EmptyStateModelContent``), in the locale's writing direction.
  struct EmptyStateModelBody: View {
    let model: EmptyStateModelContent.Model
    /// The style's body, whose parts read the localized state.
    let content: AnyView
    @Environment(\.emptyStateLocalizer) private var localizer

    var body: some View {
      switch model {
      case .nothing:
        EmptyView()
      case .state(let state):
        drawing(localizer.localize(state))
      case .localized(let localized):
        drawing(localized)
      }
    }

    private func drawing(_ state: LocalizedEmptyState) -> some View {
      content
        .environment(\.localizedEmptyState, state)
        .environment(\.layoutDirection, LayoutDirection(state.direction))
    }
  }

  private struct LocalizedEmptyStateKey: EnvironmentKey {
    static let defaultValue: LocalizedEmptyState? = nil
  }

  extension EnvironmentValues {
    /// The localized state the enclosing ``EmptyStateView``'s parts draw.
    var localizedEmptyState: LocalizedEmptyState? {
      get { self[LocalizedEmptyStateKey.self] }
      set { self[LocalizedEmptyStateKey.self] = newValue }
    }
  }
#endif
