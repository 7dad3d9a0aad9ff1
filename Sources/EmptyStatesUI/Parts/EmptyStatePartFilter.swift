#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// Shows a part of a composed empty state in its container's composition and in the slot the
  /// part belongs to, and nowhere else.
  struct EmptyStatePartFilter: ViewModifier {
    let slot: EmptyStateContainerSlot
    @Environment(\.emptyStateContainerSlot) private var drawn

    func body(content: Content) -> some View {
      if drawn == .composition || drawn == slot {
        content
      }
    }
  }
#endif
