#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The parts of an empty state, for an ``EmptyStateStyle``.
  ///
  /// ``content`` is the parts already arranged in the standard layout — what a style that only
  /// frames the state (a border, a card) shows. ``label``, ``description`` and ``actions`` are
  /// the parts alone, for a style that arranges them itself; for an ``EmptyStateContainer``
  /// they are empty and ``content`` holds the composed parts.
  public struct EmptyStateStyleConfiguration {
    /// The title and symbol: a `Label`, or your own view.
    public struct Label {
      let content: AnyView
      /// The label.
      @ViewBuilder @MainActor public var body: some View { content }
    }

    /// The description below the title.
    public struct Description {
      let content: AnyView
      /// The description.
      @ViewBuilder @MainActor public var body: some View { content }
    }

    /// The actions below the description.
    public struct Actions {
      let content: AnyView
      /// The actions.
      @ViewBuilder @MainActor public var body: some View { content }
    }

    /// The parts arranged in the standard layout, centred.
    public struct Content {
      let content: AnyView
      /// The arranged parts.
      @ViewBuilder @MainActor public var body: some View { content }
    }

    /// What is being styled.
    enum Source {
      /// An ``EmptyStateView`` made with an initializer; the flag says it is the search variant
      /// that reads the search field's text (`.search`).
      case view(isEnvironmentSearch: Bool)
      /// An ``EmptyStateContainer`` of composable parts.
      case container
    }

    /// The title and symbol.
    public let label: Label
    /// The description.
    public let description: Description
    /// The actions.
    public let actions: Actions
    /// The parts in the standard layout.
    public let content: Content
    let source: Source
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension EmptyStateStyleConfiguration.Label: View {}
  extension EmptyStateStyleConfiguration.Description: View {}
  extension EmptyStateStyleConfiguration.Actions: View {}
  extension EmptyStateStyleConfiguration.Content: View {}
#endif
