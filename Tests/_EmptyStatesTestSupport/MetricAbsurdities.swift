import EmptyStates

/// Values no layout would state, for every metric, by its name: a renderer that shows them
/// read them from ``EmptyStateMetrics``. Each metric gets its least and its greatest, so a
/// floor or a ceiling a renderer adds on its own fails one of the two. The HTML, terminal and
/// SwiftUI parity tests all take theirs from here.
public enum MetricAbsurdities {
  /// Changes one metric of a table.
  public typealias Mutation = @Sendable (inout EmptyStateMetrics) -> Void

  /// Every metric's absurd values.
  public static let all: [String: [Mutation]] = {
    typealias Metrics = EmptyStateMetrics
    func length(_ path: WritableKeyPath<Metrics, Double> & Sendable) -> [Mutation] {
      [{ $0[keyPath: path] = 0.5 }, { $0[keyPath: path] = 97.5 }]
    }
    func style(_ path: WritableKeyPath<Metrics, Metrics.TextStyle> & Sendable) -> [Mutation] {
      // The smallest and the largest style, or their neighbour where the table has it already.
      [
        { $0[keyPath: path] = $0[keyPath: path] == .caption2 ? .caption : .caption2 },
        { $0[keyPath: path] = $0[keyPath: path] == .largeTitle ? .title : .largeTitle },
      ]
    }
    return [
      "showsMedia": [{ $0.showsMedia.toggle() }],
      "symbolPointSize": length(\.symbolPointSize),
      "symbolTextStyle": style(\.symbolTextStyle),
      "titleTextStyle": style(\.titleTextStyle),
      "descriptionTextStyle": style(\.descriptionTextStyle),
      "iconTextStyle": style(\.iconTextStyle),
      "actionTextStyle": style(\.actionTextStyle),
      "actionMinHeight": length(\.actionMinHeight),
      "mediaToTitle": length(\.mediaToTitle),
      "titleToDescription": length(\.titleToDescription),
      "textToActions": length(\.textToActions),
      "actionSpacing": length(\.actionSpacing),
      "actionsAxis": [{ $0.actionsAxis = $0.actionsAxis == .horizontal ? .vertical : .horizontal }],
      "verticalPadding": length(\.verticalPadding),
      "horizontalPadding": length(\.horizontalPadding),
      "maxContentWidth": [
        { $0.maxContentWidth = 0.5 }, { $0.maxContentWidth = 97.5 }, { $0.maxContentWidth = nil },
      ],
      "iconTileSize": length(\.iconTileSize),
      "cornerRadius": length(\.cornerRadius),
      "bannerCornerRadius": length(\.bannerCornerRadius),
      "outlineWidth": length(\.outlineWidth),
      "outlineDashLength": length(\.outlineDashLength),
    ]
  }()
}
