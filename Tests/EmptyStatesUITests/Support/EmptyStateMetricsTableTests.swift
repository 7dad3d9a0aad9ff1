import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// Where the SwiftUI layer's measurements come from: the core's table for the platform, at the
/// size the control size asks for and the user's text size; and every metric is drawn by a
/// layout whose parity test proves it, or excused.
@Suite @MainActor struct EmptyStateMetricsTableTests {
  typealias Metrics = EmptyStateMetrics

  /// Metrics no SwiftUI layout draws, and why.
  nonisolated static let notDrawn: [String: String] = [
    "platform": "which row of the table: the platform built for",
    "size": "which size: the control size's",
    "textSize": "which text size: Dynamic Type's, which scales fonts and scaled metrics itself",
    "actionTextStyle": "SwiftUI's buttons take the system's text style for their control size",
    "actionMinHeight": "SwiftUI's buttons meet the platform's hit target themselves",
  ]

  /// What each parity suite proves its layout draws.
  nonisolated static let drawn: [String: Set<String>] = [
    "EmptyStateStandardLayout": EmptyStateStandardLayoutTests.metricsRead,
    "EmptyStateHeader": EmptyStateHeaderTests.metricsRead,
    "EmptyStateMedia": EmptyStateMediaTests.metricsRead,
    "CompactEmptyStateStyle": CompactEmptyStateStyleTests.metricsRead,
    "PanelEmptyStateBody": PanelEmptyStateBodyTests.metricsRead,
    "PresentationOverlay": PresentationOverlayTests.metricsRead,
    "EmptyStateRowLayout": EmptyStateRowLayoutTests.metricsRead,
  ]

  /// A metric added to `EmptyStateMetrics` fails here until a layout draws it (with a parity
  /// test and an absurd value to prove it) or this suite says why none does.
  @Test func everyMetricIsDrawnOrExcused() {
    let names = Mirror(reflecting: Metrics(platform: .iOS)).children.compactMap(\.label)
    #expect(names.count > 10)
    let drawn = Self.drawn.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    #expect(drawn.isDisjoint(with: Self.notDrawn.keys))
    #expect(drawn.isSubset(of: MetricsInspection.absurdities().keys))
    for name in names {
      #expect(drawn.contains(name) || Self.notDrawn[name] != nil, "\(name) is neither")
    }
  }

  @Test func byDefaultTheCoresTableOfThePlatform() {
    let table = EnvironmentValues().emptyStateMetricsTable
    for size in Metrics.Size.allCases {
      for textSize in Metrics.TextSize.allCases {
        let metrics = table.metrics(size, textSize)
        #expect(metrics == Metrics(platform: metrics.platform, size: size, textSize: textSize))
      }
    }
  }

  @Test func theEnvironmentsMetricsComeFromTheTableAtItsControlAndTextSizes() {
    let table = EmptyStateMetricsTable { size, textSize in
      var metrics = Metrics(platform: .tvOS, size: size, textSize: textSize)
      metrics.actionSpacing = 97.5
      return metrics
    }
    for (controlSize, size) in MetricsInspection.controlSizes {
      var values = EnvironmentValues()
      values.emptyStateMetricsTable = table
      values.controlSize = controlSize
      values.dynamicTypeSize = .accessibility2
      #expect(values.emptyStateMetrics == table.metrics(size, .accessibility2))
    }
  }
}
