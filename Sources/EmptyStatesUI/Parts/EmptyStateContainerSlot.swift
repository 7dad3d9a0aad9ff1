#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The slot of an ``EmptyStateContainer``'s ``EmptyStateStyleConfiguration`` that its content
  /// is being drawn into: the container's own composition, or the label, the description or
  /// the actions — so a style that places those itself gets each from the composed parts.
  ///
  /// The container draws its content once for each slot; every part draws only in its own: the
  /// media and the title in the label, the description in the description, the
  /// ``EmptyStateContent`` in the actions.
  enum EmptyStateContainerSlot: Hashable, Sendable {
    /// Everything, as the container composes it.
    case composition
    /// The media and the title.
    case label
    /// The description.
    case description
    /// The ``EmptyStateContent``.
    case actions
  }

  private struct EmptyStateContainerSlotKey: EnvironmentKey {
    static let defaultValue = EmptyStateContainerSlot.composition
  }

  extension EnvironmentValues {
    /// The slot the enclosing container's content is being drawn into.
    var emptyStateContainerSlot: EmptyStateContainerSlot {
      get { self[EmptyStateContainerSlotKey.self] }
      set { self[EmptyStateContainerSlotKey.self] = newValue }
    }
  }

  extension View {
    /// Draws a container's part only in the container's composition and in `slot`.
    func emptyStateContainerPart(_ slot: EmptyStateContainerSlot) -> some View {
      modifier(EmptyStatePartFilter(slot: slot))
    }
  }
#endif
