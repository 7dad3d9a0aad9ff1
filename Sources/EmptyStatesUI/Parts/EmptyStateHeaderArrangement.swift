#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// A header's arrangement in its container's composition; in a style's slot, its parts alone
  /// (each filters itself), so a lone title or description is not wrapped in a stack made for
  /// all three, nor read as an empty element when the slot draws none of them.
  struct EmptyStateHeaderArrangement<Parts: View>: ViewModifier {
    let parts: Parts
    @Environment(\.emptyStateContainerSlot) private var drawn

    func body(content: Content) -> some View {
      if drawn == .composition {
        content
      } else {
        parts
      }
    }
  }
#endif
