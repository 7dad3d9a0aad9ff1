#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The overlay of `emptyState(for:…)`: resolves the load state where the environment is
  /// readable — with the call site's rules, or else the environment's defaults' — and shows the
  /// presentation with ``PresentationOverlay``.
  ///
  /// Nonisolated like ``PresentationOverlay``: its conformance is declared in an extension.
  struct LoadStateOverlay<Items: Collection> {
    let state: LoadState<Items>
    let query: String?
    let matchCount: Int?
    let filters: SearchFilters
    /// The call site's rules; `nil` takes the environment's.
    let rules: PresentationRules?
    /// The call site's progress policy; `nil` takes the environment's.
    let policy: ProgressPolicy?
    let action: (@MainActor (EmptyState.Action) async -> Void)?
    @Environment(\.emptyStateDefaults) private var defaults

    /// What the overlay shows, under `defaults`.
    func presentation(_ defaults: EmptyStateDefaults) -> Presentation {
      Presentation.resolve(
        state, query: query, matchCount: matchCount, filters: filters,
        rules: rules ?? defaults.rules)
    }
  }

  extension LoadStateOverlay: ViewModifier {
    func body(content: Content) -> some View {
      content.modifier(
        PresentationOverlay(presentation: presentation(defaults), policy: policy, action: action))
    }
  }
#endif
