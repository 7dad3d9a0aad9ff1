#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The arrangement of an ``EmptyStateRow``, measured by the compact size of the metrics at the
  /// user's text size: the compact style's header (symbol beside title) and the description, in
  /// the secondary colour and read as one element, then the actions side by side, small. No frame, padding or list-row modifier: the
  /// list sizes, insets and separates the row as it does its others.
  struct EmptyStateRowLayout<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions
    @Environment(\.emptyStateMetrics) private var environmentMetrics
    @Environment(\.emptyStateMetricsTable) private var metricsTable

    var body: some View {
      let metrics = metricsTable.metrics(.compact, environmentMetrics.textSize)
      VStack(alignment: .leading, spacing: CGFloat(metrics.textToActions)) {
        VStack(alignment: .leading, spacing: CGFloat(metrics.titleToDescription)) {
          label.labelStyle(CompactEmptyStateLabelStyle(metrics: metrics))
          description
            .font(Font(metrics.descriptionTextStyle))
            .accessibilityIdentifier(EmptyStateIdentifier.description)
        }
        .foregroundStyle(.secondary)
        // One element, as the whole-screen header reads; the section's header is the heading.
        .accessibilityElement(children: .combine)
        .accessibilityRemoveTraits(.isHeader)
        HStack(spacing: CGFloat(metrics.actionSpacing)) { actions }
      }
      .multilineTextAlignment(.leading)
      .emptyStateSmallControls()
    }
  }
#endif
