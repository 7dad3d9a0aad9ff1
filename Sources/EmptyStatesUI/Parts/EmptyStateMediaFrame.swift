#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// Frames media by variant: as it is, or a symbol in a rounded, muted square whose size
  /// follows Dynamic Type.
  struct EmptyStateMediaFrame<Content: View>: View {
    let variant: EmptyStateMediaVariant
    let content: Content
    @ScaledMetric private var tileSize: CGFloat
    @ScaledMetric private var cornerRadius: CGFloat

    init(variant: EmptyStateMediaVariant, @ViewBuilder content: () -> Content) {
      self.variant = variant
      self.content = content()
      let metrics = EmptyStateMetrics(platform: PlatformSupport.metricsPlatform)
      _tileSize = ScaledMetric(wrappedValue: CGFloat(metrics.iconTileSize), relativeTo: .title2)
      _cornerRadius = ScaledMetric(wrappedValue: CGFloat(metrics.cornerRadius), relativeTo: .title2)
    }

    var body: some View {
      switch variant {
      case .regular:
        content
      case .icon:
        content
          .font(.title2)
          .foregroundStyle(.primary)
          .frame(minWidth: tileSize, minHeight: tileSize)
          .background(.quaternary, in: RoundedRectangle(cornerRadius: cornerRadius))
      }
    }
  }
#endif
