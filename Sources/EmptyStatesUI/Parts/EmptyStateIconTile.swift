#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// A symbol in a rounded, muted square: the metrics' tile size and corner radius, which grow
  /// with Dynamic Type as the icon's text style does, around the symbol set in that text style.
  struct EmptyStateIconTile<Content: View>: View {
    let textStyle: EmptyStateMetrics.TextStyle
    let content: Content
    @ScaledMetric private var tileSize: CGFloat
    @ScaledMetric private var cornerRadius: CGFloat

    init(metrics: EmptyStateMetrics, @ViewBuilder content: () -> Content) {
      textStyle = metrics.iconTextStyle
      self.content = content()
      let relativeTo = Font.TextStyle(metrics.iconTextStyle)
      _tileSize = ScaledMetric(wrappedValue: CGFloat(metrics.iconTileSize), relativeTo: relativeTo)
      _cornerRadius = ScaledMetric(
        wrappedValue: CGFloat(metrics.cornerRadius), relativeTo: relativeTo)
    }

    var body: some View {
      content
        .font(Font(textStyle))
        .foregroundStyle(.primary)
        .frame(minWidth: tileSize, minHeight: tileSize)
        .background(.quaternary, in: RoundedRectangle(cornerRadius: cornerRadius))
    }
  }
#endif
