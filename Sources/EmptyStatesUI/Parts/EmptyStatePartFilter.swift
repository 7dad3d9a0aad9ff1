#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// Shows a part of a composed empty state in its container's composition and in the pass the
  /// part belongs to, and nowhere else.
  struct EmptyStatePartFilter: ViewModifier {
    let pass: EmptyStateContainerPass
    @Environment(\.emptyStateContainerPass) private var drawn

    func body(content: Content) -> some View {
      if drawn == .composition || drawn == pass {
        content
      }
    }
  }
#endif
