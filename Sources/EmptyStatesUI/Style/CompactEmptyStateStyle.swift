#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// A compact, leading-aligned row: the symbol beside the title, the description below, small
  /// actions after — for an empty section of a list, a sidebar, or an inline message. Applies
  /// on every OS version, whatever the control size.
  public struct CompactEmptyStateStyle {
    /// Creates the compact style.
    public nonisolated init() {}

    /// Lays the state out as a compact row.
    ///
    /// - Parameter configuration: The state's parts.
    /// - Returns: The compact empty state.
    @ViewBuilder @MainActor public func makeBody(configuration: Configuration) -> some View {
      CompactEmptyStateBody(configuration: configuration)
    }
  }

  struct CompactEmptyStateBody: View {
    let configuration: EmptyStateStyleConfiguration
    @Environment(\.emptyStateMetrics) private var environmentMetrics
    @Environment(\.emptyStateMetricsTable) private var metricsTable

    var body: some View {
      let metrics = metricsTable.metrics(.compact, environmentMetrics.textSize)
      Group {
        switch configuration.source {
        case .container:
          configuration.content
        case .view:
          VStack(alignment: .leading, spacing: CGFloat(metrics.titleToDescription)) {
            configuration.label.labelStyle(CompactEmptyStateLabelStyle(metrics: metrics))
            configuration.description
              .font(Font(metrics.descriptionTextStyle))
              .foregroundStyle(.secondary)
              .accessibilityIdentifier(EmptyStateIdentifier.description)
            HStack(spacing: CGFloat(metrics.actionSpacing)) { configuration.actions }
              .padding(.top, CGFloat(metrics.textToActions - metrics.titleToDescription))
          }
          .multilineTextAlignment(.leading)
          .frame(maxWidth: .infinity, alignment: .leading)
          .accessibilityElement(children: .contain)
        }
      }
      .emptyStateSmallControls()
      .padding(.vertical, CGFloat(metrics.verticalPadding))
    }
  }

  /// The compact header: the symbol beside the title.
  struct CompactEmptyStateLabelStyle: LabelStyle {
    let metrics: EmptyStateMetrics

    func makeBody(configuration: Configuration) -> some View {
      CompactEmptyStateLabelLayout(
        metrics: metrics, title: configuration.title, icon: configuration.icon)
    }
  }

  struct CompactEmptyStateLabelLayout: View {
    let metrics: EmptyStateMetrics
    let title: LabelStyleConfiguration.Title
    let icon: LabelStyleConfiguration.Icon
    @Environment(\.emptyStateMediaIsLabelled) private var mediaIsLabelled
    @Environment(\.emptyStateDefaults) private var defaults

    var body: some View {
      HStack(spacing: CGFloat(metrics.mediaToTitle)) {
        if metrics.showsMedia {
          icon
            .font(Font(metrics.titleTextStyle))
            .foregroundStyle(.secondary)
            .accessibilityHidden(!mediaIsLabelled)
            .accessibilityIdentifier(EmptyStateIdentifier.media)
        }
        title
          .font(Font(metrics.titleTextStyle))
          .emptyStateHeading(defaults.headingLevel)
          .accessibilityIdentifier(EmptyStateIdentifier.title)
      }
    }
  }

  extension EmptyStateStyle where Self == CompactEmptyStateStyle {
    /// A compact, leading-aligned row for a section, a sidebar or an inline message.
    public nonisolated static var compact: CompactEmptyStateStyle { CompactEmptyStateStyle() }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension CompactEmptyStateStyle: EmptyStateStyle {}
#endif
