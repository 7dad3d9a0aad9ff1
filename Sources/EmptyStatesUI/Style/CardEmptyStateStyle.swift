#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The standard layout on a rounded, filled card. Applies on every OS version.
  public struct CardEmptyStateStyle {
    /// Creates the card style.
    public nonisolated init() {}

    /// Sets the state on a card.
    ///
    /// - Parameter configuration: The state's parts.
    /// - Returns: The empty state on a card.
    @ViewBuilder @MainActor public func makeBody(configuration: Configuration) -> some View {
      PanelEmptyStateBody(configuration: configuration, panel: .card)
    }
  }

  extension EmptyStateStyle where Self == CardEmptyStateStyle {
    /// The standard layout on a rounded, filled card.
    public nonisolated static var card: CardEmptyStateStyle { CardEmptyStateStyle() }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension CardEmptyStateStyle: EmptyStateStyle {}
#endif
