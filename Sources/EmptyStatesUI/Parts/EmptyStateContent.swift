#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The actions and other content below a composed header, stacked and centred: the actions
  /// an ``EmptyStateStyle`` gets from an ``EmptyStateContainer``.
  public struct EmptyStateContent<Content: View> {
    let content: () -> Content
    @Environment(\.emptyStateMetrics) private var metrics

    /// Creates the content part.
    ///
    /// - Parameter content: Buttons, links, or any view.
    public nonisolated init(@ViewBuilder content: @escaping () -> Content) {
      self.content = content
    }

    /// The content, stacked.
    @ViewBuilder @MainActor public var body: some View {
      VStack(spacing: CGFloat(metrics.actionSpacing)) { content() }
        .frame(maxWidth: metrics.maxContentWidth.map { CGFloat($0) })
        // What it holds is drawn whole, whichever slot of the container draws it.
        .environment(\.emptyStateContainerSlot, .composition)
        .emptyStateContainerPart(.actions)
    }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension EmptyStateContent: View {}
#endif
