#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// Frames media by variant: as it is, or a symbol in a rounded, muted square
  /// (``EmptyStateIconTile``) measured by the environment's metrics.
  struct EmptyStateMediaFrame<Content: View>: View {
    let variant: EmptyStateMediaVariant
    let content: Content
    @Environment(\.emptyStateMetrics) private var metrics

    init(variant: EmptyStateMediaVariant, @ViewBuilder content: () -> Content) {
      self.variant = variant
      self.content = content()
    }

    var body: some View {
      switch variant {
      case .regular:
        content
      case .icon:
        EmptyStateIconTile(metrics: metrics) { content }
      }
    }
  }
#endif
