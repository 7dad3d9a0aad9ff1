#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The body that ``OutlinedEmptyStateStyle`` and ``CardEmptyStateStyle`` share: the standard
  /// layout, padded, inside a dashed border or on a filled card.
  struct PanelEmptyStateBody: View {
    enum Panel {
      case outlined, card
    }

    let configuration: EmptyStateStyleConfiguration
    let panel: Panel
    @Environment(\.emptyStateMetrics) private var metrics

    var body: some View {
      let shape = RoundedRectangle(cornerRadius: CGFloat(metrics.cornerRadius), style: .continuous)
      let framed = configuration.content
        .padding(CGFloat(metrics.verticalPadding))
        .frame(maxWidth: .infinity)
      let dashes = StrokeStyle(
        lineWidth: CGFloat(metrics.outlineWidth), dash: [CGFloat(metrics.outlineDashLength)])
      switch panel {
      case .outlined:
        framed.overlay { shape.strokeBorder(.secondary, style: dashes) }
      case .card:
        framed.background(.quaternary, in: shape)
      }
    }
  }
#endif
