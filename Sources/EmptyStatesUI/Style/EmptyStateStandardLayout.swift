#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The standard arrangement of an empty state's parts, measured by `EmptyStateMetrics`: the
  /// symbol above the bold title, the secondary description, then the actions. It is the
  /// backport of `ContentUnavailableView` and the content every style frames.
  ///
  /// No fixed frames: text wraps and grows to the largest accessibility sizes. VoiceOver meets
  /// the title (a heading), the description, then each action; the symbol is hidden unless the
  /// state labels it.
  struct EmptyStateStandardLayout: View {
    let label: EmptyStateStyleConfiguration.Label
    let description: EmptyStateStyleConfiguration.Description
    let actions: EmptyStateStyleConfiguration.Actions
    @Environment(\.emptyStateMetrics) private var metrics

    var body: some View {
      VStack(spacing: metrics.textToActions) {
        VStack(spacing: metrics.titleToDescription) {
          label.labelStyle(EmptyStateLabelStyle(metrics: metrics))
          description
            .font(Font(metrics.descriptionTextStyle))
            .foregroundStyle(.secondary)
            .accessibilityIdentifier(EmptyStateIdentifier.description)
        }
        EmptyStateActionsLayout(metrics: metrics, actions: actions)
      }
      .multilineTextAlignment(.center)
      .padding(.vertical, metrics.verticalPadding)
      .padding(.horizontal, metrics.horizontalPadding)
      .frame(maxWidth: metrics.maxContentWidth.map { CGFloat($0) })
      .accessibilityElement(children: .contain)
    }
  }

  /// Actions stacked (iOS) or side by side (macOS), as the platform arranges them.
  struct EmptyStateActionsLayout: View {
    let metrics: EmptyStateMetrics
    let actions: EmptyStateStyleConfiguration.Actions

    var body: some View {
      switch metrics.actionsAxis {
      case .vertical: VStack(spacing: metrics.actionSpacing) { actions }
      case .horizontal: HStack(spacing: metrics.actionSpacing) { actions }
      }
    }
  }

  /// Lays a `Label` out as an empty state's header: the symbol above the title.
  struct EmptyStateLabelStyle: LabelStyle {
    let metrics: EmptyStateMetrics

    func makeBody(configuration: Configuration) -> some View {
      EmptyStateLabelLayout(metrics: metrics, title: configuration.title, icon: configuration.icon)
    }
  }

  /// The body of ``EmptyStateLabelStyle``: a view, so it can read the environment.
  struct EmptyStateLabelLayout: View {
    let metrics: EmptyStateMetrics
    let title: LabelStyleConfiguration.Title
    let icon: LabelStyleConfiguration.Icon
    @Environment(\.emptyStateMediaIsLabelled) private var mediaIsLabelled
    @Environment(\.emptyStateDefaults) private var defaults

    var body: some View {
      VStack(spacing: metrics.mediaToTitle) {
        if metrics.showsMedia {
          EmptyStateSymbolFrame(metrics: metrics) { icon }
            .foregroundStyle(.secondary)
            .accessibilityHidden(!mediaIsLabelled)
            .accessibilityIdentifier(EmptyStateIdentifier.media)
        }
        title
          .font(Font(metrics.titleTextStyle).bold())
          .emptyStateHeading(defaults.headingLevel)
          .accessibilityIdentifier(EmptyStateIdentifier.title)
      }
    }
  }

  /// Sizes a symbol like the native view: its point size scales with Dynamic Type relative to
  /// the metrics' text style.
  struct EmptyStateSymbolFrame<Content: View>: View {
    let content: Content
    @ScaledMetric private var pointSize: CGFloat

    init(metrics: EmptyStateMetrics, @ViewBuilder content: () -> Content) {
      self.content = content()
      _pointSize = ScaledMetric(
        wrappedValue: CGFloat(metrics.symbolPointSize),
        relativeTo: Font.TextStyle(metrics.symbolTextStyle))
    }

    var body: some View {
      content
        .font(.system(size: pointSize))
        .imageScale(.medium)
    }
  }

  private struct EmptyStateMediaIsLabelledKey: EnvironmentKey {
    static let defaultValue = false
  }

  extension EnvironmentValues {
    /// Whether the media of the enclosing state has an accessibility label, so layouts keep it
    /// visible to assistive technology.
    var emptyStateMediaIsLabelled: Bool {
      get { self[EmptyStateMediaIsLabelledKey.self] }
      set { self[EmptyStateMediaIsLabelledKey.self] = newValue }
    }
  }

  extension Font.TextStyle {
    /// The SwiftUI text style of a metrics text style.
    init(_ style: EmptyStateMetrics.TextStyle) {
      self =
        switch style {
        case .largeTitle: .largeTitle
        case .title: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption: .caption
        case .caption2: .caption2
        }
    }
  }
#endif
