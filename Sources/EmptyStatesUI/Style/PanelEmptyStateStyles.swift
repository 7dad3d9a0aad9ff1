#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The standard layout inside a dashed, rounded border: a drop zone, or an empty area inside
  /// a larger screen. Applies on every OS version.
  public struct OutlinedEmptyStateStyle {
    /// Creates the outlined style.
    public nonisolated init() {}

    /// Frames the state with a dashed border.
    ///
    /// - Parameter configuration: The state's parts.
    /// - Returns: The outlined empty state.
    @ViewBuilder @MainActor public func makeBody(configuration: Configuration) -> some View {
      PanelEmptyStateBody(configuration: configuration, panel: .outlined)
    }
  }

  /// The standard layout on a rounded, filled card. Applies on every OS version.
  public struct CardEmptyStateStyle {
    /// Creates the card style.
    public nonisolated init() {}

    /// Sets the state on a card.
    ///
    /// - Parameter configuration: The state's parts.
    /// - Returns: The empty state on a card.
    @ViewBuilder @MainActor public func makeBody(configuration: Configuration) -> some View {
      PanelEmptyStateBody(configuration: configuration, panel: .card)
    }
  }

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
      switch panel {
      case .outlined:
        framed.overlay(shape.strokeBorder(.secondary, style: StrokeStyle(lineWidth: 1, dash: [4])))
      case .card:
        framed.background(.quaternary, in: shape)
      }
    }
  }

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

    var body: some View {
      let metrics = EmptyStateMetrics(
        platform: environmentMetrics.platform, size: .compact,
        textSize: environmentMetrics.textSize)
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
              .padding(.top, CGFloat(metrics.textToActions) / 2)
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
          .accessibilityAddTraits(.isHeader)
          .accessibilityIdentifier(EmptyStateIdentifier.title)
      }
    }
  }

  extension EmptyStateStyle where Self == OutlinedEmptyStateStyle {
    /// The standard layout inside a dashed, rounded border.
    public nonisolated static var outlined: OutlinedEmptyStateStyle { OutlinedEmptyStateStyle() }
  }

  extension EmptyStateStyle where Self == CardEmptyStateStyle {
    /// The standard layout on a rounded, filled card.
    public nonisolated static var card: CardEmptyStateStyle { CardEmptyStateStyle() }
  }

  extension EmptyStateStyle where Self == CompactEmptyStateStyle {
    /// A compact, leading-aligned row for a section, a sidebar or an inline message.
    public nonisolated static var compact: CompactEmptyStateStyle { CompactEmptyStateStyle() }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension OutlinedEmptyStateStyle: EmptyStateStyle {}
  extension CardEmptyStateStyle: EmptyStateStyle {}
  extension CompactEmptyStateStyle: EmptyStateStyle {}
#endif
